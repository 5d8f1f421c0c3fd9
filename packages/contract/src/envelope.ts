/** Every response body (docs/product.md §7): code 200 is success; message is Chinese, messageEn English. */
export interface Envelope<T> {
  code: number;
  message: string;
  messageEn: string;
  data: T;
}

export interface ValidationIssue {
  field: string;
  message: string;
  messageEn: string;
}

export interface ValidationErrorData {
  field: string;
  issues: ValidationIssue[];
}
