/** The lists of terms in a clause, and which of them the posting means as one requirement. */

/** A term as a clause names it: where, and the requirement it was read into. */
export interface Named {
  termId: string;
  requirementId: string;
  start: number;
  end: number;
}

/**
 * One requirement a list stands for: a kind with the examples that prove it ("a WMS (Manhattan, SAP EWM or
 * similar)", "Kafka, RabbitMQ or a similar message broker"), or terms any one of which will do ("AWS, GCP or Azure").
 */
export interface ListGroup {
  /** The kind the members are examples of, when the posting names it. */
  kind: Named | null;
  members: Named[];
  /** Where the list stands, from its first term to its last (and the kind, when it follows). */
  start: number;
  end: number;
}

/** Between the last term named and the kind it is of: "Kafka or another event streaming platform". */
const OR_ANOTHER =
  /^\s*,?\s*(?:and\/)?or\s+(?:an?\s+)?(?:another|any\s+other|other|similar|comparable|equivalent|alternative)\s+$/i;
/**
 * Between a kind and the examples that follow it: "a WMS (Manhattan…", "message brokers such as Kafka…"; names the
 * dictionary does not know may come first ("a WMS (Manhattan, SAP EWM…").
 */
const EXAMPLES_FOLLOW =
  /^\s*(?:(?:[,:(]\s*)?(?:(?:e\.\s?g\.?|i\.\s?e\.?|eg|ie)[,:]?|such\s+as|like|including|incl\.?|for\s+example,?|for\s+instance,?|especially|particularly|preferably|ideally)|[:(])\s*(?:[\p{L}\p{N}][\p{L}\p{N} .&+#-]{0,30},\s*){0,4}$/iu;
/** The same gap opened by a word ("such as", "e.g."), which makes examples without "or similar". */
const EXAMPLES_WORD =
  /\b(?:e\.\s?g|i\.\s?e|eg|ie|such\s+as|like|including|incl|for\s+example|for\s+instance|especially|particularly|preferably|ideally)\b/i;
/** After a list: "… or similar", "… or equivalent)", "… etc.", which make its terms examples of one need. */
const OR_SIMILAR_AFTER =
  /^\s*,?\s*(?:(?:and\/)?or\s+(?:an?\s+)?(?:similar|equivalent|comparable|other|another|alternatives?|related)\b|etc\b|\.\.\.|…)/i;
/** Between two terms of one list: "Kafka, RabbitMQ", "Kafka/RabbitMQ", "Kafka or RabbitMQ", "Kafka and/or RabbitMQ". */
const LIST_JOIN = /^\s*(?:,|\/|,?\s*(?:and\/)?or|,?\s*and)\s*$/i;
const OR = /\bor\b|\//i;
const AND = /\band\b/i;

/**
 * The lists in a clause's terms (in order): runs of terms with only a comma, a slash, "or" or "and" between them. A
 * list whose joiners say "or" (not "and"), or that ends "or similar", is one requirement any member meets; a kind named
 * right before its examples ("such as", "e.g.", a bracket) or after them ("or another …") is one requirement its
 * members prove. "Python, Go and Rust" and "C/C++" are lists of requirements each.
 */
export function readListGroups(text: string, named: Named[]): ListGroup[] {
  const groups: ListGroup[] = [];
  const gap = (i: number) => text.slice(named[i - 1]!.end, named[i]!.start);
  let from = 0;
  while (from < named.length) {
    // named[from, to) is one run of joined terms.
    let to = from + 1;
    let joinedByOr = false;
    let joinedByAnd = false;
    let slashOnly = true;
    for (; to < named.length && LIST_JOIN.test(gap(to)); to += 1) {
      const joiner = gap(to);
      const slash = /^\s*\/\s*$/.test(joiner);
      if (OR.test(joiner) && !slash) joinedByOr = true;
      if (AND.test(joiner) && !/or/i.test(joiner)) joinedByAnd = true;
      if (!slash) slashOnly = false;
    }
    const members = named.slice(from, to);
    const last = members.at(-1)!;
    const kindAfter = to < named.length && OR_ANOTHER.test(gap(to)) ? named[to]! : null;
    const before = from > 0 ? named[from - 1]! : null;
    const cueBefore = before ? text.slice(before.end, members[0]!.start) : '';
    const orSimilar = OR_SIMILAR_AFTER.test(text.slice(last.end, last.end + 40));
    // A bare bracket makes examples only when the list says so ("(Manhattan, Blue Yonder or similar)"); a cue word
    // ("such as", "e.g.") makes them examples outright.
    const bracketOrCue = EXAMPLES_FOLLOW.test(cueBefore);
    const kindBefore =
      before && !kindAfter && bracketOrCue && (EXAMPLES_WORD.test(cueBefore) || joinedByOr || orSimilar)
        ? before
        : null;
    const kind = kindAfter ?? kindBefore;
    const eitherOr = members.length > 1 && ((joinedByOr && !joinedByAnd) || (orSimilar && !slashOnly));
    if (kind || eitherOr) {
      groups.push({
        kind,
        members,
        start: Math.min(members[0]!.start, kind?.start ?? Infinity),
        end: Math.max(last.end, kind?.end ?? 0),
      });
    }
    // The kind after a list belongs to it, not to the next run.
    from = kindAfter ? to + 1 : to;
  }
  return groups;
}
