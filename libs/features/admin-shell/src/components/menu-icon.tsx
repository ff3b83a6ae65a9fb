// The menu's icons, named in the route table (lucide icons; decorative, the title names the entry).
import {
  Bug,
  CalendarClock,
  Database,
  FileText,
  GraduationCap,
  Image,
  LayoutDashboard,
  MessageSquareText,
  Newspaper,
  ScrollText,
  Settings,
  Upload,
  Users,
  type LucideIcon,
} from 'lucide-react';
import type { AdminIcon } from '../admin-route.ts';

const ICONS: Record<AdminIcon, LucideIcon> = {
  dashboard: LayoutDashboard,
  users: Users,
  school: GraduationCap,
  calendar: CalendarClock,
  logs: ScrollText,
  sms: MessageSquareText,
  content: Newspaper,
  image: Image,
  settings: Settings,
  database: Database,
  upload: Upload,
  bug: Bug,
  file: FileText,
};

export function MenuIcon({ icon, className }: { icon: AdminIcon | undefined; className?: string }) {
  const Icon = ICONS[icon ?? 'file'];
  return <Icon aria-hidden="true" className={className ?? 'size-4 shrink-0'} />;
}
