import type { CardGrid, PlayingSettings } from '@bingo/core';
import { CUSTOM_PATTERN_ID, patternsFor } from '@bingo/core';
import { Eye, PenLine } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../../ui/Button.tsx';
import { SelectField } from '../../../../ui/fields/SelectField.tsx';
import { SwitchField } from '../../../../ui/fields/SwitchField.tsx';
import type { GameClient } from '../../gameClient.ts';
import { CustomPatternDrawer } from './CustomPatternDrawer.tsx';
import { PatternPreviewModal } from './PatternPreviewModal.tsx';
import { sendSettings } from './useSettingsPatch.ts';

const NONE = 'none';

interface PatternSettingsProps {
  settings: PlayingSettings;
  grid: CardGrid;
  client: GameClient;
  locked: boolean;
}

/** Winning pattern and how claims are judged (auto-win, auto-verify, auto-daub). */
export function PatternSettings({ settings, grid, client, locked }: PatternSettingsProps) {
  const [previewId, setPreviewId] = useState<string | null>(null);
  const [drawing, setDrawing] = useState(false);
  const options = [
    { value: NONE, label: grid === 9 ? 'One line (default)' : 'Any line (default)' },
    ...patternsFor(grid).map((p) => ({ value: p.id, label: p.name })),
    ...(grid === 9 ? [] : [{ value: CUSTOM_PATTERN_ID, label: 'Custom pattern' }]),
  ];
  const selected = settings.patternOn && settings.selectedPattern ? settings.selectedPattern : NONE;
  function choose(value: string) {
    if (value === CUSTOM_PATTERN_ID && settings.customPattern.length === 0) return setDrawing(true);
    if (value === NONE) sendSettings(client, { patternOn: false, selectedPattern: '', autoWin: false });
    else sendSettings(client, { patternOn: true, selectedPattern: value });
  }
  return (
    <div className="flex flex-col gap-4">
      <fieldset disabled={locked} className="flex flex-col gap-3 disabled:opacity-60">
        <SelectField label="Winning pattern" value={selected} options={options} onValueChange={choose} />
        <div className="flex flex-wrap gap-2">
          <Button
            variant="secondary"
            size="sm"
            onClick={() => setPreviewId(selected === NONE ? (patternsFor(grid)[0]?.id ?? null) : selected)}
          >
            <Eye aria-hidden="true" /> Preview pattern
          </Button>
          {grid !== 9 ? (
            <Button variant="secondary" size="sm" onClick={() => setDrawing(true)}>
              <PenLine aria-hidden="true" /> Draw custom pattern
            </Button>
          ) : null}
        </div>
      </fieldset>
      <SwitchField
        label="Auto-win"
        description="A card that completes the pattern wins without a review."
        checked={settings.autoWin}
        disabled={locked}
        onCheckedChange={(autoWin) => sendSettings(client, { autoWin })}
      />
      <SwitchField
        label="Auto-verify claims"
        description="Bingo claims are accepted or rejected by the server at once."
        checked={settings.autoVerify}
        disabled={locked}
        onCheckedChange={(autoVerify) => sendSettings(client, { autoVerify })}
      />
      <SwitchField
        label="Auto-daub"
        description="Called squares (and the free space) are marked for players."
        checked={settings.autoDaub}
        onCheckedChange={(autoDaub) => sendSettings(client, { autoDaub })}
      />
      {locked ? (
        <p className="text-xs text-slate-500">
          Finish the current game to change the mode, pattern or judging.
        </p>
      ) : null}
      <PatternPreviewModal
        patternId={previewId}
        grid={grid}
        customPattern={settings.customPattern}
        onClose={() => setPreviewId(null)}
      />
      {grid !== 9 ? (
        <CustomPatternDrawer
          open={drawing}
          onOpenChange={setDrawing}
          grid={grid}
          initial={settings.customPattern}
          onSave={(cells) =>
            sendSettings(client, {
              customPattern: cells,
              selectedPattern: CUSTOM_PATTERN_ID,
              patternOn: true,
            })
          }
        />
      ) : null}
    </div>
  );
}
