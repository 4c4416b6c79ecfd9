/** The feed header shows at most two chosen influencers' avatars (data-screens §2). */
export const AVATAR_STACK_MAX = 2;

export interface AvatarStackParts {
  shown: string[];
  /** How many handles the '+N' stands for; 0 means no '+N'. */
  hiddenCount: number;
}

/** The first `max` handles get an avatar; the rest are counted. */
export function splitAvatarStack(
  handles: readonly string[],
  max: number = AVATAR_STACK_MAX,
): AvatarStackParts {
  const limit = Math.max(0, Math.floor(max));
  return { shown: handles.slice(0, limit), hiddenCount: Math.max(0, handles.length - limit) };
}
