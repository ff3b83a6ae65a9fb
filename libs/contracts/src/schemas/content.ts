/** Payloads of the public content calls used by the shell: high schools and the home carousel. */
import * as z from 'zod';

/** A high school of the region (`GET /api/highSchool/getHighSchools`); `district` is its 旗县区, may be ''. */
export const highSchoolSchema = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  district: z.string(),
});
export type HighSchool = z.output<typeof highSchoolSchema>;
export const highSchoolsData = z.array(highSchoolSchema);

/** A carousel item: the image, and the page opened in a new tab on click ('' for none). */
export const carouselItemSchema = z.object({ imageUrl: z.string(), url: z.string() });
export type CarouselItem = z.output<typeof carouselItemSchema>;
/** `GET /api/scrollSetting/getScrollImages` → the enabled items, in order. */
export const carouselData = z.array(carouselItemSchema);
