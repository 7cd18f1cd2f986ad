// Every Mantine component's styles, in Mantine's cascade layer (global.css, unlayered, still wins). The
// sign-in and registration pages need only main.tsx's; the language layout's loader adds this stylesheet
// before any other page renders.
import '@mantine/core/styles.layer.css';
