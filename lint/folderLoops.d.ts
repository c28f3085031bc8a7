// Types of lint/folderLoops.js for the TypeScript that reads it (tests/unit/lint/folderLoops.test.ts).
import type { Rule } from 'eslint';

/** Folder -> folder it imports -> one import that says so (files relative to the tree). */
export type FolderGraph = Map<string, Map<string, { from: string; to: string }>>;

export function folderOf(tree: string, file: string): string | null;
export function folderGraph(tree: string): FolderGraph;
export function pathBetween(graph: FolderGraph, start: string, goal: string): string[] | null;
export function folderLoops(graph: FolderGraph): string[][];
export const folderLoop: Rule.RuleModule;
