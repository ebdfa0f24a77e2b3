export * from './catalogue.ts';
export * from './accounts.ts';
export * from './alerts.ts';
export * from './plans.ts';
export * from './support.ts';
export * from './gear.ts';
export * from './safety-net.ts';
export * from './custom-tracks.ts';
