// The business constants of SPEC.md §9, named, in one place.

export const PAGE_SIZE_DEFAULT = 10;
export const PAGE_SIZE_MAX = 1000;
export const PAGINATION_WINDOW = 2;
export const SEARCH_LENGTH_MIN = 2;
export const SEARCH_RESULTS_MAX = 20;
export const WITHDRAWAL_MIN_CENTS = 1000;
export const WITHDRAWAL_FEE_CENTS = { bank: 250, card: 300 } as const;
export const QUICK_AMOUNTS = {
  cashIn: [100, 500, 1000, 5000, 10000],
  cashOut: [1, 10, 50, 100, 500],
  send: [10, 25, 50, 100, 500],
  withdraw: [25, 50, 100, 250, 500],
} as const;
export const PASSWORD_LENGTH_MIN = 8;
export const NAME_LENGTH_MIN = 2;
export const NAME_LENGTH_MAX = 50;
export const PHONE_LENGTH_MIN = 11;
export const OTP_LENGTH = 6;
export const RESEND_COUNTDOWN_SECONDS = 5;
export const TOAST_AUTO_CLOSE_MS = 4000;
export const TOASTS_VISIBLE_MAX = 3;
export const MOBILE_BREAKPOINT_PX = 768;
export const TOUR_START_DELAY_MS = 1000;
export const SUPPORT_EMAIL = 'support@wallet.example';
export const SUPPORT_PHONE = '+1 (555) 010-2030';
