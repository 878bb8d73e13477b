// The console's tone for a new open incident (issue 43 §4). A browser lets a page sound only after a
// press or a key on it, and making the audio context holds the page's main thread a while (0.4 s on an
// idle two-core machine, a second on a busy one, the first time in a page): it is made once, at the
// page's first press or key, so that wait never falls on the moment an SOS reaches the queue, which the
// queue must then show. It rests suspended between tones (a running context keeps an audio thread busy).

let audio: AudioContext | null = null;
const TONE_S = 0.3;

/** Makes the tone's audio context at the page's first press or key; call once, when the console starts. */
export function readyAlertTone() {
  if (typeof window === 'undefined' || typeof AudioContext === 'undefined') return;
  const make = () => {
    window.removeEventListener('pointerdown', make, true);
    window.removeEventListener('keydown', make, true);
    try {
      audio = new AudioContext();
      void audio.suspend();
    } catch {
      // No sound: the queue itself shows the incident.
    }
  };
  window.addEventListener('pointerdown', make, true);
  window.addEventListener('keydown', make, true);
}

/** A short tone; silent before the page's first press or key. */
export async function alertTone() {
  const context = audio;
  if (!context) return;
  try {
    await context.resume();
    const tone = context.createOscillator();
    tone.frequency.value = 880;
    tone.connect(context.destination);
    tone.onended = () => void context.suspend();
    tone.start();
    tone.stop(context.currentTime + TONE_S);
  } catch {
    // No sound: the queue itself shows the incident.
  }
}
