/** /drag-demo: two fixed sample snippets that can be dragged into Volunteerism and Awards boxes. */
import {
  DndContext,
  KeyboardSensor,
  MeasuringStrategy,
  PointerSensor,
  useDraggable,
  useDroppable,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { useState } from 'react';
import { PageWrapper } from '../../components/PageWrapper';
import { jumpBetweenTargets, resetKeyboardTargets } from '../../lib/keyboard-coordinates';

const samples = [
  { id: 'food-bank', text: 'Volunteered weekly at the community food bank, organising 40+ donation drives.' },
  { id: 'dean-list', text: "Named to the Dean's List for academic excellence, four semesters in a row." },
];
const boxes = ['Volunteerism', 'Awards'] as const;
type Box = (typeof boxes)[number];

function Sample({ id, text }: { id: string; text: string }) {
  const { attributes, listeners, setNodeRef, transform } = useDraggable({ id });
  return (
    <button
      type="button"
      ref={setNodeRef}
      {...attributes}
      {...listeners}
      style={transform ? { transform: `translate(${transform.x}px, ${transform.y}px)` } : undefined}
      data-testid={`demo-${id}`}
      className="relative z-10 w-full cursor-grab rounded-lg border border-slate-200 bg-white p-3 text-left text-sm shadow-sm"
    >
      {text}
    </button>
  );
}

function DropBox({ name, children }: { name: Box; children: React.ReactNode }) {
  const { setNodeRef, isOver } = useDroppable({ id: name });
  return (
    <section
      ref={setNodeRef}
      aria-label={name}
      className={`min-h-32 rounded-xl border-2 border-dashed p-4 ${isOver ? 'border-brand-500 bg-brand-50' : 'border-slate-300 bg-white'}`}
    >
      <h2 className="mb-2 font-semibold text-slate-900">{name}</h2>
      <div className="space-y-2">{children}</div>
    </section>
  );
}

export function DragDemoPage() {
  const [placement, setPlacement] = useState<Record<string, Box | null>>({ 'food-bank': null, 'dean-list': null });
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: jumpBetweenTargets }),
  );
  const inPlace = (box: Box | null) => samples.filter((sample) => placement[sample.id] === box);
  return (
    <PageWrapper>
      <h1 className="text-2xl font-bold text-slate-900">Drag and Drop Demo</h1>
      <p className="mt-1 text-slate-600">
        Drag a sample snippet into a box (or press Space, the arrow keys, then Space).
      </p>
      <DndContext
        sensors={sensors}
        // Measure drop targets before a drag starts, so the first arrow key after picking up already moves.
        measuring={{ droppable: { strategy: MeasuringStrategy.Always } }}
        onDragStart={resetKeyboardTargets}
        onDragEnd={({ active, over }) =>
          over && setPlacement((current) => ({ ...current, [String(active.id)]: over.id as Box }))
        }
      >
        <div className="mt-6 grid gap-6 md:grid-cols-3">
          <div className="space-y-2" aria-label="Sample snippets">
            {inPlace(null).map((sample) => (
              <Sample key={sample.id} {...sample} />
            ))}
          </div>
          {boxes.map((box) => (
            <DropBox key={box} name={box}>
              {inPlace(box).map((sample) => (
                <Sample key={sample.id} {...sample} />
              ))}
            </DropBox>
          ))}
        </div>
      </DndContext>
    </PageWrapper>
  );
}
