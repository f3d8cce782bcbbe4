import type { ManagedEvent } from '@rr/contracts';

/** The `<option>`s of a class select: the event's classes, by name, in the event's order. */
export function ClassOptions({ classes }: { classes: ManagedEvent['classes'] }) {
  return (
    <>
      {classes.map((c) => (
        <option key={c._id} value={c._id}>
          {c.name}
        </option>
      ))}
    </>
  );
}
