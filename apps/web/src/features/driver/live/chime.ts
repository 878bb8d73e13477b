// A new open trip is heard and felt as well as seen: a driver's phone is often in a holder, screen
// dimmed. The tone is made here (no sound file to fetch or cache); browsers allow sound and vibration
// only after the page has been tapped, so without that nothing is attempted (and nothing is logged).

let context: AudioContext | null = null;

function hasBeenTapped(): boolean {
  return typeof navigator !== 'undefined' && navigator.userActivation?.hasBeenActive === true;
}

function playTone(audio: AudioContext, frequency: number, startAt: number) {
  const oscillator = audio.createOscillator();
  const gain = audio.createGain();
  oscillator.type = 'sine';
  oscillator.frequency.value = frequency;
  gain.gain.setValueAtTime(0.0001, startAt);
  gain.gain.exponentialRampToValueAtTime(0.3, startAt + 0.02);
  gain.gain.exponentialRampToValueAtTime(0.0001, startAt + 0.18);
  oscillator.connect(gain).connect(audio.destination);
  oscillator.start(startAt);
  oscillator.stop(startAt + 0.2);
}

/** Two rising notes and a short double buzz. */
export function announceNewTrip(): void {
  if (!hasBeenTapped()) return;
  try {
    context ??= new AudioContext();
    if (context.state === 'suspended') void context.resume().catch(() => undefined);
    playTone(context, 880, context.currentTime);
    playTone(context, 1320, context.currentTime + 0.2);
  } catch {
    // No Web Audio (an old browser, a locked-down webview): the list and its announcement still show.
  }
  if (typeof navigator.vibrate === 'function') navigator.vibrate([120, 80, 120]);
}
