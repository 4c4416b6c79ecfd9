import { saveLogin } from './saved-login.ts';
import { useSessionStore, type UserGuild } from './session-store.ts';

const NOT_CONNECTED = 'Discord not connected';

/** Where fresh guilds come from; the API has no guild path of its own (spec §7: not shown). */
export type GuildSource = () => Promise<UserGuild[]>;

/** Refreshing guilds requires a platform connection (spec §5). */
export async function refreshGuilds(source: GuildSource): Promise<UserGuild[]> {
  const { user, tokens } = useSessionStore.getState();
  if (!user || !tokens) throw new Error(NOT_CONNECTED);
  const guilds = await source();
  const current = useSessionStore.getState();
  if (current.user?.id === user.id && current.tokens) {
    useSessionStore.setState({ guilds });
    // Kept with the session, so a reload still has them.
    saveLogin({ user: current.user, tokens: current.tokens, guilds });
  }
  return guilds;
}
