import type { PlayingSettings } from '@bingo/core';
import { ACCENT_COLORS } from '@bingo/core';
import { SegmentedField } from '../../../../ui/fields/SegmentedField.tsx';
import { SelectField } from '../../../../ui/fields/SelectField.tsx';
import { BACKGROUND_THEMES, MARKER_STYLES } from '../../board/theme.ts';
import type { GameClient } from '../../gameClient.ts';
import { sendSettings } from './useSettingsPatch.ts';

const ACCENTS = ACCENT_COLORS.map((c) => ({ value: c, label: c[0]!.toUpperCase() + c.slice(1) }));

/** The room's look: theme, accent colour, and the marker players start with. */
export function LookSettings({ settings, client }: { settings: PlayingSettings; client: GameClient }) {
  return (
    <div className="flex flex-col gap-4">
      <SegmentedField
        label="Accent colour"
        value={settings.accentColor}
        options={ACCENTS}
        onValueChange={(accentColor) => sendSettings(client, { accentColor })}
      />
      <SelectField
        label="Background theme"
        value={
          BACKGROUND_THEMES.some((t) => t.value === settings.backgroundTheme)
            ? settings.backgroundTheme
            : 'default'
        }
        options={BACKGROUND_THEMES.map((t) => ({ value: t.value, label: t.label }))}
        onValueChange={(backgroundTheme) => sendSettings(client, { backgroundTheme })}
      />
      <SelectField
        label="Players' marker"
        value={settings.markerStyle}
        options={MARKER_STYLES}
        onValueChange={(markerStyle) => sendSettings(client, { markerStyle })}
      />
    </div>
  );
}
