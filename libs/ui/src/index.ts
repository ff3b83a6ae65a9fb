// Public API of @zhiyuan/ui, the design system: Radix-based components themed by CSS variables (theme colour
// #1890ff by default, changeable at run time) in the original site's four sizes. Styles: "@zhiyuan/ui/styles.css";
// test helpers: "@zhiyuan/ui/testing".
export { cn, type ClassValue } from './lib/cn.ts';
export { cx } from './lib/cx.ts';

export {
  contrastRatio,
  DEFAULT_THEME_COLOR,
  deriveThemePalette,
  normalizeHexColor,
  resetThemeColor,
  setThemeColor,
  type ThemePalette,
} from './theme/theme.ts';
export { DEFAULT_SIZE, isSize, SIZES, type Size } from './theme/size-context.ts';
export { SizeProvider, type SizeProviderProps } from './theme/size-provider.tsx';
export { useSize } from './theme/use-size.ts';

export { Badge, badgeVariants, SampleBadge, type BadgeProps, type BadgeVariant } from './badge/badge.tsx';
export {
  Breadcrumb,
  type BreadcrumbItem,
  type BreadcrumbLinkProps,
  type BreadcrumbProps,
} from './breadcrumb/breadcrumb.tsx';
export { Button, buttonVariants, type ButtonProps, type ButtonVariant } from './button/button.tsx';
export { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from './card/card.tsx';
export { Checkbox, checkboxVariants, choiceLabelClass, type CheckboxProps } from './checkbox/checkbox.tsx';
export {
  CheckboxGroup,
  ChoiceFieldset,
  choiceOptionsVariants,
  type CheckboxGroupProps,
  type CheckboxOption,
  type ChoiceFieldsetProps,
  type ChoiceLayout,
} from './choice-fieldset/choice-fieldset.tsx';
export {
  Carousel,
  DEFAULT_CAROUSEL_HEIGHT,
  DEFAULT_CAROUSEL_INTERVAL,
  type CarouselItem,
  type CarouselProps,
} from './carousel/carousel.tsx';
export {
  DetailFact,
  DetailLoading,
  DetailNotFound,
  DetailOverview,
  DetailPage,
  type DetailNotFoundProps,
  type DetailOverviewProps,
} from './detail-page/detail-page.tsx';
export { Dialog, DialogClose, type DialogProps } from './dialog/dialog.tsx';
export { Empty, type EmptyProps } from './empty/empty.tsx';
export { FiltersToggle, type FiltersToggleProps } from './filters-toggle/filters-toggle.tsx';
export { FormField, type FormFieldProps } from './form-field/form-field.tsx';
export {
  HoverCard,
  HoverCardContent,
  HoverCardTrigger,
  type HoverCardProps,
} from './hover-card/hover-card.tsx';
export { Input, inputVariants, type InputProps } from './input/input.tsx';
export { PasswordInput, type PasswordInputProps } from './input/password-input.tsx';
export { Label } from './label/label.tsx';
export {
  LoadError,
  LoadingSkeleton,
  loadingSkeletonVariants,
  SampleNote,
  type LoadErrorProps,
  type LoadingSkeletonProps,
  type SampleNoteProps,
} from './load-states/load-states.tsx';
export { Pagination, type PaginationProps } from './pagination/pagination.tsx';
export {
  getPaginationRange,
  type PaginationItem,
  type PaginationRangeInput,
} from './pagination/pagination-range.ts';
export { Popover, PopoverClose, PopoverContent, PopoverTrigger } from './popover/popover.tsx';
export {
  DEFAULT_PRINT_LAYER_Z_INDEX,
  printPage,
  PrintRegion,
  type PrintRegionProps,
} from './print-region/print-region.tsx';
export {
  RadioGroup,
  RadioGroupItem,
  radioVariants,
  type RadioGroupItemProps,
} from './radio-group/radio-group.tsx';
export { Result, type ResultProps, type ResultStatus } from './result/result.tsx';
export { ResultsSection, type ResultsSectionProps } from './results-section/results-section.tsx';
export { SearchField, type SearchFieldProps } from './search-field/search-field.tsx';
export {
  ALL_VALUE,
  optionsWithAll,
  Select,
  valueOrAll,
  type SelectOption,
  type SelectProps,
} from './select/select.tsx';
export { Skeleton } from './skeleton/skeleton.tsx';
export {
  Table,
  type SortDirection,
  type TableColumn,
  type TableProps,
  type TableSort,
  type TableStacking,
} from './table/table.tsx';
export { Tabs, TabsContent, TabsList, TabsTrigger, type TabsListProps } from './tabs/tabs.tsx';
export {
  DEFAULT_TOAST_DURATION,
  toast,
  type ToastOptions,
  type ToastRecord,
  type ToastType,
} from './toast/toast-store.ts';
export { Toaster, type ToasterProps } from './toast/toaster.tsx';
export { LazyToaster, preloadToaster } from './toast/lazy-toaster.tsx';
export { topProgress } from './top-progress/top-progress.ts';
export { usePrefersReducedMotion } from './lib/use-prefers-reduced-motion.ts';
export { VisuallyHidden } from './visually-hidden/visually-hidden.tsx';
