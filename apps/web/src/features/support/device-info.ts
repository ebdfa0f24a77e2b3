import type { DeviceInfo } from '@waymark/domain';

/** The longest field the server takes (DeviceInfoSchema); user agents are rarely half of it. */
const FIELD_MAX = 300;

/**
 * What the feedback form adds about the device (spec 3 §3 `device_info`), so staff can
 * reproduce a problem: browser, window and screen size, pixel ratio and language. Never the
 * page's address: a plan's link is a secret.
 */
export function deviceInfo(): DeviceInfo {
  return {
    user_agent: navigator.userAgent.slice(0, FIELD_MAX),
    viewport: `${window.innerWidth}x${window.innerHeight}`,
    screen: `${window.screen.width}x${window.screen.height}`,
    pixel_ratio: window.devicePixelRatio,
    language: navigator.language.slice(0, FIELD_MAX),
  };
}
