import { z } from 'zod';
import { isTimeZone } from './time-zones.js';

/** An IANA zone name the platform knows (Europe/Bucharest, Pacific/Auckland, UTC). */
export const timeZoneSchema = z
  .string()
  .trim()
  .max(64, 'field_too_long')
  .refine(isTimeZone, 'time_zone_invalid');
