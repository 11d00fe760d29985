/** What the one nested-list component needs to know about a kind of record a job keeps (contacts, interviews). */
import type { ReactNode } from 'react';
import type { FieldConfig } from '../../../components/form-fields';

export interface RecordApi<Item, Payload> {
  list(jobId: number): Promise<Item[]>;
  create(jobId: number, payload: Payload): Promise<Item>;
  update(jobId: number, id: number, payload: Payload): Promise<Item>;
  remove(jobId: number, id: number): Promise<null>;
}

export interface RecordConfig<Item extends { id: number }, Payload> {
  part: 'contacts' | 'interviews';
  /** The card's heading, also the h2's id: "Contacts". */
  title: string;
  /** One of them, lower case: "contact". */
  noun: string;
  /** The add button: "Add contact". */
  addLabel: string;
  /** What the card says with none yet. */
  empty: string;
  fields: FieldConfig[];
  api: RecordApi<Item, Payload>;
  /** Names one record after a verb, where several buttons look alike: "contact Sam Lee", "interview on 3 Dec 2026". */
  name(item: Item): string;
  /** The list's order; the server's by default. */
  order?(items: Item[]): Item[];
  /** One record as the list shows it (its heading, h3, and details); the buttons are added around it. */
  render(item: Item): ReactNode;
}
