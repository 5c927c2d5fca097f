import type { LucideIcon } from 'lucide-react';
import {
  ChevronDown,
  Frame,
  Grid3x3,
  Heading,
  Image,
  PanelBottom,
  Rows3,
  Sparkles,
  Type,
} from 'lucide-react';
import { Accordion } from 'radix-ui';
import type { ComponentType } from 'react';
import { BackgroundSection, FooterSection, FrameSection, TitleSection } from './CardStyleSections.tsx';
import { FreeSpaceSection, GridSection, HeaderSection, ItemsSection } from './GridStyleSections.tsx';
import { StylePresets } from './StylePresets.tsx';

interface Group {
  value: string;
  title: string;
  icon: LucideIcon;
  Section: ComponentType;
}

const GROUPS: Group[] = [
  { value: 'background', title: 'Background', icon: Image, Section: BackgroundSection },
  { value: 'title', title: 'Title', icon: Heading, Section: TitleSection },
  { value: 'header', title: 'Header row', icon: Rows3, Section: HeaderSection },
  { value: 'grid', title: 'Grid and squares', icon: Grid3x3, Section: GridSection },
  { value: 'items', title: 'Item text and pictures', icon: Type, Section: ItemsSection },
  { value: 'free', title: 'Free space', icon: Sparkles, Section: FreeSpaceSection },
  { value: 'frame', title: 'Card corners, border and logo', icon: Frame, Section: FrameSection },
  { value: 'footer', title: 'Footer', icon: PanelBottom, Section: FooterSection },
];

/** Appearance only: ready-made looks first, then every detail grouped by the part of the card. */
export function StylesPanel() {
  return (
    <div className="space-y-0 sm:space-y-4 sm:pt-4 lg:pt-0">
      <StylePresets />
      <Accordion.Root
        type="multiple"
        className="divide-y divide-slate-200 bg-white sm:overflow-hidden sm:rounded-2xl sm:shadow-sm sm:ring-1 sm:ring-slate-200"
      >
        {GROUPS.map(({ value, title, icon: Icon, Section }) => (
          <Accordion.Item key={value} value={value}>
            <Accordion.Header>
              <Accordion.Trigger className="group flex w-full items-center gap-3 px-4 py-3.5 text-left font-medium text-slate-800 hover:bg-slate-50 sm:px-5">
                <span className="grid size-8 place-items-center rounded-lg bg-brand-50 text-brand-700">
                  <Icon aria-hidden="true" className="size-4" />
                </span>
                <span className="flex-1">{title}</span>
                <ChevronDown
                  aria-hidden="true"
                  className="size-4 text-slate-400 transition-transform group-data-[state=open]:rotate-180"
                />
              </Accordion.Trigger>
            </Accordion.Header>
            <Accordion.Content className="space-y-4 px-4 pt-1 pb-5 sm:px-5">
              <Section />
            </Accordion.Content>
          </Accordion.Item>
        ))}
      </Accordion.Root>
    </div>
  );
}
