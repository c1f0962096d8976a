import { type ExternalToast, toast as sonnerToast } from 'sonner';

/**
 * docs/architecture.md#web-app: an error toast stays 4 s, longer than the container's 3 s (2.5 s on a
 * phone), so that what went wrong can be read; a toast that names its own duration keeps it.
 */
export const ERROR_TOAST_MS = 4_000;

type Message = Parameters<typeof sonnerToast.error>[0];

/** sonner's `toast`, its errors lasting ERROR_TOAST_MS. The app's code imports toasts from here. */
export const toast: typeof sonnerToast = Object.assign(
  (message: Message, data?: ExternalToast) => sonnerToast(message, data),
  sonnerToast,
  {
    error: (message: Message, data?: ExternalToast) =>
      sonnerToast.error(message, { duration: ERROR_TOAST_MS, ...data }),
  },
);
