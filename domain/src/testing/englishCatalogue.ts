// Unit tests import a slice's modules directly; loading the catalogue (derived from every slice) first
// gives their English defaults (field messages, worded facts) the words the package root provides.
import "../i18n/en";
