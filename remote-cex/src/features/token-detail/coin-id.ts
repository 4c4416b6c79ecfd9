/**
 * The contract's rule for a coin (1 to 32 characters once trimmed). An id outside it cannot
 * name a token, so the page says so at once instead of asking the API.
 */
const MAX_COIN_ID_LENGTH = 32;

export function isPossibleCoinId(id: string | undefined): id is string {
  const trimmed = id?.trim() ?? '';
  return trimmed.length > 0 && trimmed.length <= MAX_COIN_ID_LENGTH;
}

/** Longest part of an unknown id echoed back to the user; the rest is elided. */
const SHOWN_ID_LENGTH = 40;

/** The id as the user typed it, shortened so a pasted essay does not become the page. */
function idForDisplay(id: string | undefined): string {
  const text = id ?? '';
  return text.length > SHOWN_ID_LENGTH ? `${text.slice(0, SHOWN_ID_LENGTH)}…` : text;
}

/** What the not-found page says of an id no token answers to. */
export function coinNotFoundMessage(id: string | undefined): string {
  const shown = idForDisplay(id).trim();
  return shown === ''
    ? 'The address does not name a token.'
    : `No token matches “${shown}”. Check the symbol, or pick a token from Top Holdings.`;
}
