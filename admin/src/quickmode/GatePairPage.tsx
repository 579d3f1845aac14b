import KioskPairPage from '../totems/KioskPairPage';

/** `/gate` (issue 29 item 8): a tablet redeems the gate device's pairing code (typed, or the QR's `?code=`), then runs quick mode. */
export default function GatePairPage() {
  return <KioskPairPage kind="gate" />;
}
