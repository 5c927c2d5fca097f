import type { PlayingSettings } from '@bingo/core';
import { SegmentedField } from '../../../../ui/fields/SegmentedField.tsx';
import { SliderField } from '../../../../ui/fields/SliderField.tsx';
import { SwitchField } from '../../../../ui/fields/SwitchField.tsx';
import type { GameClient } from '../../gameClient.ts';
import { sendSettings, useDraftNumber } from './useSettingsPatch.ts';

const MODES = [
  { value: 'manual-call', label: 'Manual' },
  { value: 'automatic-call', label: 'Automatic' },
  { value: 'no-calls', label: 'No calls' },
] as const;

interface CallSettingsProps {
  settings: PlayingSettings;
  client: GameClient;
  locked: boolean;
  poolSize: number;
}

/** How calls are made: mode and pace, how many earlier calls players see, and a call limit. */
export function CallSettings({ settings, client, locked, poolSize }: CallSettingsProps) {
  const [callsTime, setCallsTime] = useDraftNumber(settings.callsTime, (v) =>
    sendSettings(client, { callsTime: v }),
  );
  const [prior, setPrior] = useDraftNumber(settings.priorCalls, (v) =>
    sendSettings(client, { priorCalls: v }),
  );
  const [limit, setLimit] = useDraftNumber(Math.min(settings.limitCallsValue, poolSize), (v) =>
    sendSettings(client, { limitCallsValue: v }),
  );
  return (
    <div className="flex flex-col gap-4">
      <fieldset disabled={locked} className="flex flex-col gap-4 disabled:opacity-60">
        <SegmentedField
          label="Game mode"
          value={settings.gameMode}
          options={MODES}
          onValueChange={(gameMode) => sendSettings(client, { gameMode })}
          testId="game-mode"
        />
      </fieldset>
      {settings.gameMode === 'automatic-call' ? (
        <SliderField
          label="Time between calls"
          value={callsTime}
          min={5}
          max={300}
          step={5}
          onValueChange={setCallsTime}
          format={(v) => `${v} s`}
        />
      ) : null}
      <SliderField label="Earlier calls shown" value={prior} min={0} max={20} onValueChange={setPrior} />
      <SwitchField
        label="Hide calls from players"
        description="Players see only the current call and mark from memory."
        checked={settings.hideCalls}
        onCheckedChange={(hideCalls) => sendSettings(client, { hideCalls })}
      />
      <SwitchField
        label="Limit the number of calls"
        checked={settings.limitCalls}
        disabled={locked}
        onCheckedChange={(limitCalls) =>
          sendSettings(client, { limitCalls, limitCallsValue: Math.min(limit, poolSize) })
        }
      />
      {settings.limitCalls && !locked ? (
        <SliderField
          label="Calls at most"
          value={limit}
          min={1}
          max={Math.max(1, poolSize)}
          onValueChange={setLimit}
        />
      ) : null}
    </div>
  );
}
