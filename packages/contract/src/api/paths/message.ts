/** The message service's paths: the development mailbox and the contact form (docs/product.md §7). */
import { ServicePrefix } from '../services';

const at = ServicePrefix.message;

export const mailbox = `${at}/dev/mailbox` as const;
export const contact = `${at}/contact/submit` as const;
