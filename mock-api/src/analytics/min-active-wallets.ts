/**
 * The 'Min active wallets' choices of the alpha feeds (data-screens §2, §5): 0 to 4 are the
 * least number of wallets, while 5, 10 and 50 read 'More than 5', 'More than 10' and
 * 'More than 50', so a signal with exactly that many wallets does not pass them.
 */
const FIRST_MORE_THAN_CHOICE = 5;

/** Whether a signal bought by `wallets` wallets passes the filter `minActiveWallets`. */
export function passesMinActiveWallets(wallets: number, minActiveWallets: number): boolean {
  return minActiveWallets >= FIRST_MORE_THAN_CHOICE
    ? wallets > minActiveWallets
    : wallets >= minActiveWallets;
}
