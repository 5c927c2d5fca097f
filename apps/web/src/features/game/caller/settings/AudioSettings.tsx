import type { PlayingSettings } from '@bingo/core';
import { SelectField } from '../../../../ui/fields/SelectField.tsx';
import { SwitchField } from '../../../../ui/fields/SwitchField.tsx';
import type { GameClient } from '../../gameClient.ts';
import { useVoices } from '../useVoices.ts';
import { sendSettings } from './useSettingsPatch.ts';

const DEFAULT_VOICE = 'default';

/** The caller voice (the browser's speech synthesis) and the chime before each call. */
export function AudioSettings({ settings, client }: { settings: PlayingSettings; client: GameClient }) {
  const voices = useVoices();
  const options = [
    { value: DEFAULT_VOICE, label: 'Browser default' },
    ...voices.slice(0, 60).map((v) => ({ value: v.name, label: `${v.name} (${v.lang})` })),
  ];
  const current = voices.some((v) => v.name === settings.callerVoice) ? settings.callerVoice : DEFAULT_VOICE;
  return (
    <div className="flex flex-col gap-4">
      <SwitchField
        label="Caller voice"
        description="Each call is read aloud on this device."
        checked={settings.audioCaller}
        onCheckedChange={(audioCaller) => sendSettings(client, { audioCaller })}
      />
      {settings.audioCaller ? (
        <SelectField
          label="Voice"
          value={current}
          options={options}
          onValueChange={(v) => sendSettings(client, { callerVoice: v === DEFAULT_VOICE ? '' : v })}
        />
      ) : null}
      <SwitchField
        label="Chime"
        description="A short chime before each call."
        checked={settings.audibleChime}
        onCheckedChange={(audibleChime) => sendSettings(client, { audibleChime })}
      />
    </div>
  );
}
