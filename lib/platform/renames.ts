/**
 * Operations the platform renamed, kept by hand: each entry is one path that became another in a
 * release, by the pull request named. The history (`history.ts`) carries a renamed operation's
 * releases over to its new path. Not listed: aliases (two paths, one handler, such as
 * `/conversations.set-state` beside `/conversations.setState`) and splits (one generic operation
 * replaced by several, such as `/channels.connect` by a connect operation per source in #541).
 */
import type { Rename } from './history';

const SOURCES_UNDER_CHANNELS = ['chatplugin.connect', 'chatplugin.disconnect', 'facebook.connect', 'facebook.explore', 'google.connect', 'google.disconnect', 'twilio.sms.connect', 'twilio.sms.disconnect', 'twilio.whatsapp.connect', 'twilio.whatsapp.disconnect'];

export const RENAMES: Rename[] = [
  // #541 moved exploring a source's channels to the source that implements it.
  { from: '/channels.explore', to: '/facebook.explore', release: '0.4.0', pr: 541 },
  // #836 put every source's channel operations under `channels.`.
  ...SOURCES_UNDER_CHANNELS.map((name) => ({ from: `/${name}`, to: `/channels.${name}`, release: '0.8.0', pr: 836 })),
  // #955 replaced metadata.set with metadata.upsert (metadata.remove went without a successor).
  { from: '/metadata.set', to: '/metadata.upsert', release: '0.9.0', pr: 955 },
  // #2167 named reading a conversation for what it does.
  { from: '/conversations.read', to: '/conversations.markRead', release: '0.27.0', pr: 2167 },
];
