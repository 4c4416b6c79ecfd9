import {
  ArrowDown,
  ArrowUp,
  ArrowUpDown,
  Bell,
  Calendar,
  Check,
  Clock,
  ChevronDown,
  ChevronLeft,
  ChevronRight,
  ChevronUp,
  Copy,
  DollarSign,
  ExternalLink,
  Info,
  Leaf,
  Lock,
  Moon,
  Search,
  SlidersHorizontal,
  Sprout,
  Star,
  Sun,
  TriangleAlert,
  X,
  type LucideIcon,
  type LucideProps,
} from 'lucide-react';

/**
 * The product's icons, from Lucide (a well-kept SVG icon set, tree-shaken to the icons
 * named here): no glyph depends on the system's fonts. Decorative by default (hidden from
 * assistive technology); the control around an icon gives it its name.
 */
export type GlyphProps = Omit<LucideProps, 'ref'> & { size?: number };

function decorative(Icon: LucideIcon) {
  function Glyph({ size = 16, ...props }: GlyphProps) {
    return <Icon size={size} aria-hidden="true" focusable="false" {...props} />;
  }
  Glyph.displayName = `${Icon.displayName ?? 'Icon'}Glyph`;
  return Glyph;
}

export const CloseGlyph = decorative(X);
export const LockGlyph = decorative(Lock);
export const SearchGlyph = decorative(Search);
export const InfoGlyph = decorative(Info);
export const CalendarGlyph = decorative(Calendar);
export const AlertGlyph = decorative(TriangleAlert);
export const SunGlyph = decorative(Sun);
export const MoonGlyph = decorative(Moon);
export const BellGlyph = decorative(Bell);
export const ClockGlyph = decorative(Clock);
export const SeedlingGlyph = decorative(Sprout);
export const LeafGlyph = decorative(Leaf);
export const CopyGlyph = decorative(Copy);
export const CheckGlyph = decorative(Check);
export const DollarGlyph = decorative(DollarSign);
export const ExternalLinkGlyph = decorative(ExternalLink);
export const FiltersGlyph = decorative(SlidersHorizontal);
export const SortGlyph = decorative(ArrowUpDown);
export const SortAscendingGlyph = decorative(ArrowUp);
export const SortDescendingGlyph = decorative(ArrowDown);

const STAR = decorative(Star);

export function StarGlyph({ filled = false, ...props }: GlyphProps & { filled?: boolean }) {
  return <STAR fill={filled ? 'currentColor' : 'none'} {...props} />;
}

const CHEVRONS = {
  left: decorative(ChevronLeft),
  right: decorative(ChevronRight),
  up: decorative(ChevronUp),
  down: decorative(ChevronDown),
} as const;

export function ChevronGlyph({
  direction,
  ...props
}: GlyphProps & { direction: keyof typeof CHEVRONS }) {
  const Chevron = CHEVRONS[direction];
  return <Chevron {...props} />;
}
