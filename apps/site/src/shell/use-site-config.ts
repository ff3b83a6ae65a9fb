// The site configuration the shell shows (title, school, links, QR codes).
import { defaultSiteConfig, type SiteConfig } from '../site-config.ts';

export function useSiteConfig(): SiteConfig {
  return defaultSiteConfig;
}
