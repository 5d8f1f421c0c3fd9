/** vitest globalSetup: the seeded databases every API test file copies (./template.ts). */
import { makeTemplates } from './template';

export default async function setup(): Promise<() => Promise<void>> {
  return makeTemplates();
}
