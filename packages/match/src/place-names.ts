/** Place names a posting gives for where the job is or where a licence is held: never a skill, whatever a model says. */

// The learned reader was trained on postings whose places were replaced by a placeholder, so it never saw a real
// place name as what it is; a span made only of these words (and "state", "compact state") is not read as a skill.
const PLACES = `alabama alaska arizona arkansas california colorado connecticut delaware florida georgia hawaii idaho
illinois indiana iowa kansas kentucky louisiana maine maryland massachusetts michigan minnesota mississippi missouri
montana nebraska nevada new hampshire jersey mexico york carolina north south dakota ohio oklahoma oregon
pennsylvania rhode island tennessee texas utah vermont virginia west washington wisconsin wyoming columbia dc
alberta british manitoba brunswick newfoundland labrador nova scotia ontario prince edward quebec saskatchewan yukon
nunavut northwest territories england scotland wales ireland northern uk usa us america united kingdom states canada
australia zealand india germany france spain italy portugal netherlands belgium denmark sweden norway finland poland
austria switzerland czechia czech republic hungary romania greece turkey israel egypt nigeria kenya africa brazil
argentina chile colombia peru japan china korea singapore philippines indonesia malaysia vietnam thailand pakistan
emirates uae saudi arabia qatar europe asia emea apac latam dach nordics benelux london manchester birmingham leeds
glasgow edinburgh bristol cardiff belfast liverpool sheffield dublin cork paris berlin munich hamburg amsterdam
rotterdam brussels copenhagen aarhus odense aalborg stockholm oslo helsinki madrid barcelona lisbon rome milan
vienna zurich geneva warsaw prague budapest toronto vancouver montreal calgary ottawa sydney melbourne auckland
chicago boston seattle austin denver dallas houston atlanta miami phoenix portland francisco angeles diego jose
philadelphia detroit minneapolis nashville charlotte raleigh pittsburgh cleveland baltimore orlando tampa
sacramento salt lake vegas los san st saint fort city county state states compact region remote greater area bay
metro metropolitan downtown`
  .split(/\s+/)
  .filter(Boolean);
const PLACE_WORDS = new Set(PLACES);

/** True when every word of a phrase is a place name or a word that only says where ("West Virginia", "compact state"). */
export function isPlaceName(words: readonly string[]): boolean {
  const real = words.filter((word) => /[\p{L}]/u.test(word));
  return real.length > 0 && real.every((word) => PLACE_WORDS.has(word.toLowerCase()));
}
