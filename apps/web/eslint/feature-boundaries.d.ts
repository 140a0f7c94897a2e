import type { Rule } from 'eslint';

/** Types for the rule written in JavaScript, so eslint.config.js can load it without a build step. */
export declare const featureBoundaries: Rule.RuleModule;
