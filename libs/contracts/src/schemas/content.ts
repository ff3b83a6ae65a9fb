/** Payloads of the public content calls used by the shell: high schools and the home carousel. */
import * as z from 'zod';
import { labelled } from '../fields.ts';
import { VALIDATION_MESSAGES as M } from '../messages.ts';

/**
 * A high school of the region (`GET /api/highSchool/getHighSchools`): its city (盟市) and 旗县区
 * (`district`, may be '').
 */
export const highSchoolSchema = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  city: z.string(),
  district: z.string(),
});
export type HighSchool = z.output<typeof highSchoolSchema>;
export const highSchoolsData = z.array(highSchoolSchema);

/** `POST /api/highSchool/save` body (staff): a new school without `id`, or the changed fields of one. */
export const highSchoolInputSchema = z.object({
  id: z
    .number({ error: M.highSchoolIdInvalid })
    .int({ error: M.highSchoolIdInvalid })
    .positive({ error: M.highSchoolIdInvalid })
    .optional(),
  name: labelled(
    '高中名称',
    z
      .string({ error: M.highSchoolNameRequired })
      .trim()
      .min(1, { error: M.highSchoolNameRequired, abort: true })
      .max(100, { error: M.highSchoolNameTooLong }),
  ),
  city: z
    .string({ error: M.cityRequired })
    .trim()
    .min(1, { error: M.cityRequired, abort: true })
    .max(32, { error: M.placeTooLong }),
  district: z.string({ error: M.placeTooLong }).trim().max(32, { error: M.placeTooLong }).default(''),
});
export type HighSchoolInput = z.input<typeof highSchoolInputSchema>;

/**
 * A carousel item: the image, the page opened in a new tab on click ('' for none), and the title shown as text
 * on the slide (always sent; optional so that older fixtures still parse).
 */
export const carouselItemSchema = z.object({
  imageUrl: z.string(),
  url: z.string(),
  title: z.string().optional(),
});
export type CarouselItem = z.output<typeof carouselItemSchema>;
/** `GET /api/scrollSetting/getScrollImages` → the enabled items, in order. */
export const carouselData = z.array(carouselItemSchema);
