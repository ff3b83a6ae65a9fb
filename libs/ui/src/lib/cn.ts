// Class-name helper shared by every component: clsx for conditions, tailwind-merge so that a caller's
// `className` (merged last) wins over the component's own utilities.
import { clsx, type ClassValue } from 'clsx';
import { twMerge } from 'tailwind-merge';

export type { ClassValue };

export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}
