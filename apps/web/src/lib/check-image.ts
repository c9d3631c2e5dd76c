import { LIMITS } from '@noite/shared';

/**
 * Checks a chosen file before it is uploaded (spec §5 Images): an image of at most 5,000,000 bytes. Answers the
 * shared catalogue's message key of the problem, if any (the server judges the bytes again).
 */
export function checkImage(file: File): 'api.notAnImage' | 'api.imageTooLarge' | null {
  if (!file.type.startsWith('image/')) return 'api.notAnImage';
  if (file.size > LIMITS.imageMaxBytes) return 'api.imageTooLarge';
  return null;
}
