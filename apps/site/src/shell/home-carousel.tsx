// The carousel of /home, loaded by home-carousel-slot.tsx only when /home is shown (a module of the shell's own,
// as the QR card's: a lazy import of the feature library itself breaks the module-boundaries rule).
export { HomeCarousel } from '@zhiyuan/feature-carousel';
