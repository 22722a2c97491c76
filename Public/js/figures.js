// The guide's figures, alive: range demos step with a slider (ranges.js),
// a figure of a drawing and what VoiceOver reads switches between the two
// (voiceover.js), layout drawings answer which node a tap reaches
// (touch.js), and every other animation can be paused and stands still
// under reduced motion (motion.js, last: it leaves the drawings the others
// took and joins their tools). Loaded by every page holding such a figure.
import { attachRanges } from "./ranges.js";
import { attachTouch } from "./touch.js";
import { attachVoiceOver } from "./voiceover.js";
import { attachMotion } from "./motion.js";

for (const figure of document.querySelectorAll("figure.demo")) attachRanges(figure);
attachVoiceOver(document);
attachTouch(document);
attachMotion(document);
