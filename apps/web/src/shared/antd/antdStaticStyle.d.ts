declare module 'virtual:antd-static-style' {
  /** the addresses of antd's component style sheets under the app's theme, in order (vite.config.ts, shared/antd/staticStyle.tsx) */
  const sheets: readonly string[];
  export default sheets;
}
