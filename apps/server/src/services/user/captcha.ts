/** Image captcha: an SVG picture of 4 characters, answer stored for 5 minutes, single use. */
import { randomUUID } from 'node:crypto';
import svgCaptcha from 'svg-captcha';
import { CAPTCHA_TTL_SECONDS, type CaptchaImageResult } from '@clearlot/contract';
import type { Queryable } from '../../platform/db';

export async function createCaptcha(db: Queryable): Promise<CaptchaImageResult> {
  const picture = svgCaptcha.create({ size: 4, noise: 2, ignoreChars: '0oO1iIlL', color: true, background: '#f4f7f5' });
  const imageKey = randomUUID();
  await db.query(`insert into captcha_challenge (image_key, answer, expires_at) values ($1, $2, now() + make_interval(secs => $3))`, [
    imageKey,
    picture.text.toLowerCase(),
    CAPTCHA_TTL_SECONDS,
  ]);
  return {
    imageKey,
    image: `data:image/svg+xml;base64,${Buffer.from(picture.data).toString('base64')}`,
    expiresIn: CAPTCHA_TTL_SECONDS,
  };
}

/** Consumes the challenge whatever the answer: a wrong guess needs a new picture. */
export async function checkCaptcha(db: Queryable, imageKey: string, answer: string): Promise<boolean> {
  const rows = await db.query<{ answer: string }>(`delete from captcha_challenge where image_key = $1 and expires_at > now() returning answer`, [imageKey]);
  return rows[0]?.answer === answer.trim().toLowerCase();
}

export async function purgeExpiredCaptchas(db: Queryable): Promise<void> {
  await db.query('delete from captcha_challenge where expires_at < now()');
}
