import { LayoutList, Palette, SlidersHorizontal } from 'lucide-react';
import { Tabs } from 'radix-ui';
import { ContentPanel } from './content/ContentPanel.tsx';
import { SettingsPanel } from './settings/SettingsPanel.tsx';
import { StylesPanel } from './styles/StylesPanel.tsx';

const TABS = [
  { value: 'content', label: 'Content', icon: LayoutList, Panel: ContentPanel },
  { value: 'settings', label: 'Settings', icon: SlidersHorizontal, Panel: SettingsPanel },
  { value: 'styles', label: 'Styles', icon: Palette, Panel: StylesPanel },
] as const;

/** The editing panels: what is on the card, how it is laid out, and how it looks. */
export function EditorPanels() {
  return (
    <Tabs.Root defaultValue="content" className="min-w-0 lg:order-1">
      <Tabs.List
        aria-label="Edit the card"
        className="sticky top-14 z-10 flex gap-1 border-b border-slate-200 bg-slate-50/95 px-3 pt-2 backdrop-blur sm:top-16 lg:top-20 lg:rounded-2xl lg:border-0 lg:bg-white lg:p-1.5 lg:shadow-sm lg:ring-1 lg:ring-slate-200"
      >
        {TABS.map(({ value, label, icon: Icon }) => (
          <Tabs.Trigger
            key={value}
            value={value}
            className="flex flex-1 items-center justify-center gap-2 border-b-2 border-transparent px-3 py-2.5 text-sm font-semibold text-slate-500 transition hover:text-slate-800 data-[state=active]:border-brand-600 data-[state=active]:text-brand-700 lg:rounded-xl lg:border-0 lg:data-[state=active]:bg-brand-50"
          >
            <Icon aria-hidden="true" className="size-4" />
            {label}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {TABS.map(({ value, Panel }) => (
        <Tabs.Content key={value} value={value} className="focus-visible:outline-none lg:mt-4">
          <Panel />
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
