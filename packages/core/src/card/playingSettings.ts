import { z } from 'zod';

export const ACCENT_COLORS = ['indigo', 'green', 'purple', 'orange'] as const;
export const GAME_MODES = ['manual-call', 'automatic-call', 'no-calls'] as const;

/** Live game settings stored with a card (spec §3 playingSettings, defaults from §9). */
export const PlayingSettingsSchema = z.object({
  gameMode: z.enum(GAME_MODES).default('manual-call'),
  callsTime: z.number().int().min(5).max(600).default(30),
  priorCalls: z.number().int().min(0).max(20).default(5),
  audioCaller: z.boolean().default(true),
  callerVoice: z.string().max(100).default(''),
  audibleChime: z.boolean().default(false),
  chimeSound: z.string().max(100).default('bell'),
  chimeTime: z.number().min(0).max(30).default(3),
  autoWin: z.boolean().default(false),
  selectedPattern: z.string().max(60).default(''),
  patternOn: z.boolean().default(false),
  customPattern: z.array(z.number().int().min(0).max(80)).max(81).default([]),
  patternForSize: z.union([z.literal(3), z.literal(4), z.literal(5), z.literal(9)]).default(3),
  markerStyle: z
    .enum(['outline-circle', 'filled-circle', 'cross', 'check', 'star'])
    .default('outline-circle'),
  markerColor: z.string().max(20).default('#4f46e5'),
  backgroundTheme: z.string().max(40).default('default'),
  limitCalls: z.boolean().default(false),
  limitCallsValue: z.number().int().min(1).max(90).default(50),
  autoDaub: z.boolean().default(false),
  autoVerify: z.boolean().default(false),
  hideCalls: z.boolean().default(false),
  accentColor: z.enum(ACCENT_COLORS).default('indigo'),
});
export type PlayingSettings = z.infer<typeof PlayingSettingsSchema>;
