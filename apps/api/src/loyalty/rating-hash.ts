// The rating link's hash (DESIGN decision 5): 128 random bits in base64url, so it cannot be guessed
// and the rating page needs no login.
import { randomBytes } from 'node:crypto';

export function newRatingHash(): string {
  return randomBytes(16).toString('base64url');
}

/** The rating page's path, for the app and the API alike; the hash after it opens the page. */
export const RATING_PATH = '/avaliacao';

export const ratingLink = (hash: string) => `${RATING_PATH}/${hash}`;
