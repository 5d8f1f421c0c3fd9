/** Client-side transport messages (docs/product.md §8). */
export const clientMessages = {
  timeout: { messageEn: 'Connection timed out, please try again later!', message: '连接超时，请稍后再试！' },
  network: { messageEn: 'Network error, please try again later!', message: '网络错误，请稍后再试！' },
} as const;
