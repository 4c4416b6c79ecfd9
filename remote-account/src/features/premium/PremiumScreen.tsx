import { useLocation } from 'react-router';
import { adminContactUrl, readPremiumReason } from '@flowscope/shared-api';
import {
  PageSection,
  Accordion,
  CheckGlyph,
  ExternalLinkGlyph,
  InfoGlyph,
} from '@flowscope/shared-ui';
import { ExternalButtonLink } from '@flowscope/shared-ui/feed';
import { FAQ } from './faq.tsx';
import { BENEFITS, PLAN } from './plan.ts';
import { PREMIUM_REASON_TEXT } from './reasons.ts';

/** Why the trader is here, when a blocked action sent them (router state of the redirect). */
function BlockedActionNotice() {
  const reason = readPremiumReason(useLocation().state);
  if (reason === null) return null;
  return (
    <p
      role="status"
      css={(theme) => ({
        display: 'flex',
        gap: theme.spacing.sm,
        margin: 0,
        padding: theme.spacing.md,
        borderRadius: theme.radii.md,
        border: `1px solid ${theme.colors.warning}`,
        background: theme.colors.warningSubtle,
      })}
    >
      <span css={(theme) => ({ color: theme.colors.warning, flexShrink: 0 })}>
        <InfoGlyph size={18} />
      </span>
      {PREMIUM_REASON_TEXT[reason]}
    </p>
  );
}

/**
 * The premium page (spec §2): the benefits, the price, how to get it (a message to the
 * admin) and the FAQ. Non-premium actions land here and it says which one.
 */
export default function PremiumScreen() {
  return (
    <PageSection title="Get Premium" maxWidth={880}>
      <BlockedActionNotice />
      <div
        css={(theme) => ({
          display: 'grid',
          gap: theme.spacing.lg,
          padding: theme.spacing.xl,
          borderRadius: theme.radii.lg,
          border: `1px solid ${theme.colors.border}`,
          background: theme.colors.surface,
        })}
      >
        <p css={(theme) => ({ margin: 0, fontSize: theme.fontSizes.lg })}>
          Trade with the smart money: see what {PLAN.wallets} wallets and {PLAN.influencers}{' '}
          influencers buy, hold and sell, across CEX and DEX.
        </p>
        <ul
          aria-label="Premium benefits"
          css={(theme) => ({
            display: 'grid',
            gap: theme.spacing.sm,
            margin: 0,
            padding: 0,
            listStyle: 'none',
          })}
        >
          {BENEFITS.map((benefit) => (
            <li key={benefit} css={(theme) => ({ display: 'flex', gap: theme.spacing.sm })}>
              <span css={(theme) => ({ color: theme.colors.positive, flexShrink: 0 })}>
                <CheckGlyph size={18} />
              </span>
              {benefit}
            </li>
          ))}
        </ul>
        <p
          css={(theme) => ({
            margin: 0,
            fontSize: theme.fontSizes.h3,
            fontWeight: theme.fontWeights.bold,
          })}
        >
          {PLAN.price}
        </p>
        <p css={(theme) => ({ margin: 0, color: theme.colors.textMuted })}>
          Premium is set up by the admin: send a message on Discord, and your account is upgraded
          for the plan you agree on.
        </p>
        <ExternalButtonLink
          href={adminContactUrl()}
          aria-label="Message the admin on Discord (opens in a new tab)"
          css={(theme) => ({ justifySelf: 'start', gap: theme.spacing.sm })}
        >
          Message the admin on Discord
          <ExternalLinkGlyph size={16} />
        </ExternalButtonLink>
      </div>
      <section
        aria-labelledby="premium-faq-title"
        css={(theme) => ({ display: 'grid', gap: theme.spacing.md })}
      >
        <h2 id="premium-faq-title" css={(theme) => ({ margin: 0, fontSize: theme.fontSizes.h2 })}>
          Frequently asked questions
        </h2>
        <Accordion items={FAQ} headingLevel={3} />
      </section>
    </PageSection>
  );
}
