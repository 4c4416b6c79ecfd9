/** Height of the phone's bottom bar; the page, the menu and the toasts all keep clear of it. */
export const MOBILE_BAR_HEIGHT = 56;
