// Toasts for the whole app. Always import react-toastify through here: the container uses the unstyled
// build (its CSS ships as a file, not injected at run time), and both must be the same module instance.
import { toast } from 'react-toastify/unstyled';

export const notify = {
  success: (message: string) => toast.success(message),
  error: (message: string) => toast.error(message),
  info: (message: string) => toast.info(message),
};
