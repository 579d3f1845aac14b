/** A short tone per answer (no sound files): one high beep for yes, two low ones for no. */
let audio: AudioContext | null = null;

export function beep(ok: boolean): void {
  try {
    audio ??= new AudioContext();
    const tones = ok
      ? [[880, 0]]
      : [
          [220, 0],
          [220, 0.22],
        ];
    for (const [frequency, start] of tones) {
      const osc = audio.createOscillator();
      const gain = audio.createGain();
      osc.frequency.value = frequency;
      osc.type = ok ? 'sine' : 'square';
      gain.gain.value = 0.15;
      osc.connect(gain).connect(audio.destination);
      const t = audio.currentTime + start;
      osc.start(t);
      osc.stop(t + 0.18);
    }
  } catch {
    // No audio on this device: the colour says it.
  }
}
