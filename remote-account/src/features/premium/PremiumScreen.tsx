import { useLocation } from 'react-router';
import { adminContactUrl, readPremiumReason, SCREEN_ROUTES } from '@flowscope/shared-api';
import {
  PageSection,
  Accordion,
  CheckGlyph,
  ExternalLinkGlyph,
  InfoGlyph,
  staticStyles,
  useStaticClasses,
} from '@flowscope/shared-ui';
import { ExternalButtonLink } from '@flowscope/shared-ui/feed';
import { FAQ } from './faq.tsx';
import { BENEFITS, PLAN } from './plan.ts';
import { PREMIUM_REASON_TEXT } from './reasons.ts';

const styles = staticStyles((theme) => ({
  notice: {
    display: 'flex',
    gap: theme.spacing.sm,
    margin: 0,
    padding: theme.spacing.md,
    borderRadius: theme.radii.md,
    border: `1px solid ${theme.colors.warning}`,
    background: theme.colors.warningSubtle,
  },
  noticeIcon: { color: theme.colors.warning, flexShrink: 0 },
  plan: {
    display: 'grid',
    gap: theme.spacing.lg,
    padding: theme.spacing.xl,
    borderRadius: theme.radii.lg,
    border: `1px solid ${theme.colors.border}`,
    background: theme.colors.surface,
  },
  pitch: { margin: 0, fontSize: theme.fontSizes.lg },
  benefits: {
    display: 'grid',
    gap: theme.spacing.sm,
    margin: 0,
    padding: 0,
    listStyle: 'none',
  },
  benefit: { display: 'flex', gap: theme.spacing.sm },
  benefitIcon: { color: theme.colors.positive, flexShrink: 0 },
  price: { margin: 0, fontSize: theme.fontSizes.h3, fontWeight: theme.fontWeights.bold },
  howTo: { margin: 0, color: theme.colors.textMuted },
  contactLink: { justifySelf: 'start' },
  faq: { display: 'grid', gap: theme.spacing.md },
  faqTitle: { margin: 0, fontSize: theme.fontSizes.h2 },
}));

/** Why the trader is here, when a blocked action sent them (router state of the redirect). */
function BlockedActionNotice() {
  const classes = useStaticClasses(styles);
  const reason = readPremiumReason(useLocation().state);
  if (reason === null) return null;
  return (
    <p role="status" className={classes.notice}>
      <span className={classes.noticeIcon}>
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
  const classes = useStaticClasses(styles);
  return (
    <PageSection title={SCREEN_ROUTES.premium.heading} maxWidth={880}>
      <BlockedActionNotice />
      <div className={classes.plan}>
        <p className={classes.pitch}>
          Trade with the smart money: see what {PLAN.wallets} wallets and {PLAN.influencers}{' '}
          influencers buy, hold and sell, across CEX and DEX.
        </p>
        <ul aria-label="Premium benefits" className={classes.benefits}>
          {BENEFITS.map((benefit) => (
            <li key={benefit} className={classes.benefit}>
              <span className={classes.benefitIcon}>
                <CheckGlyph size={18} />
              </span>
              {benefit}
            </li>
          ))}
        </ul>
        <p className={classes.price}>{PLAN.price}</p>
        <p className={classes.howTo}>
          Premium is set up by the admin: send a message on Discord, and your account is upgraded
          for the plan you agree on.
        </p>
        <ExternalButtonLink
          href={adminContactUrl()}
          aria-label="Message the admin on Discord (opens in a new tab)"
          className={classes.contactLink}
          // The gap overrides the button's own: a css prop, which wins over its static class.
          css={(theme) => ({ gap: theme.spacing.sm })}
        >
          Message the admin on Discord
          <ExternalLinkGlyph size={16} />
        </ExternalButtonLink>
      </div>
      <section aria-labelledby="premium-faq-title" className={classes.faq}>
        <h2 id="premium-faq-title" className={classes.faqTitle}>
          Frequently asked questions
        </h2>
        <Accordion items={FAQ} headingLevel={3} />
      </section>
    </PageSection>
  );
}
