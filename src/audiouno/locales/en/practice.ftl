# Buzzer practice: the drills, their results, calibration, and the practice list.

practice-title = Practise the buzzer
practice-hint = Up and Down go through the list, Left and Right change a setting, Enter starts. { $key_drill_buzzer } is the buzzer. F1 says the keys.
practice-back = Practice list.
practice-ms = { $ms ->
        [one] 1 millisecond
       *[other] { $ms } milliseconds
    }
practice-too_soon = Too soon!
practice-stopped = Drill stopped.
practice-item-reaction = Reaction: press { $key_drill_buzzer } as soon as you hear the buzzer
practice-item-race = Race: against { $count ->
        [one] 1 bot
       *[other] { $count } bots
    }, { $strength }
practice-item-gonogo = Go or no-go: the buzzer among other table sounds
practice-item-slap = Slap the 9: cards in a steady rhythm, slap only on a 9
practice-item-bots = Bots in a race: { $count }
practice-item-strength = Their strength: { $strength }
practice-item-waits = Waits before the buzzer: { $shortest } to { $longest } seconds
practice-item-calibrate = Calibrate the sound delay: { $delay }
practice-item-statistics = Your statistics
practice-delay-none = not calibrated
practice-delay-some = { $ms ->
        [one] 1 millisecond
       *[other] { $ms } milliseconds
    }
practice-intro-reaction = Reaction. After a random wait the buzzer sounds: press { $key_drill_buzzer } at once. { $trials ->
        [one] 1 buzzer
       *[other] { $trials } buzzers
    }. Escape stops.
practice-intro-race = Race against { $names }. Press { $key_drill_buzzer } at the buzzer, before them. { $trials ->
        [one] 1 race
       *[other] { $trials } races
    }. Escape stops.
practice-intro-gonogo = Go or no-go. Press { $key_drill_buzzer } at the buzzer only, never at the other sounds. { $trials ->
        [one] 1 sound
       *[other] { $trials } sounds
    }. Escape stops.
practice-intro-slap = Slap the 9. Cards come one after another: press { $key_drill_buzzer } on a 9, and only on a 9. { $trials ->
        [one] 1 card
       *[other] { $trials } cards
    }. Escape stops.
practice-error-gonogo = Not that one!
practice-error-slap = Not a 9!
practice-miss-reaction = Missed.
practice-miss-race = Missed.
practice-miss-gonogo = Missed the buzzer.
practice-miss-slap = Missed a 9.
practice-race-first =
    You were first of { $field }, { $gap ->
        [one] 1 millisecond
       *[other] { $gap } milliseconds
    } ahead of { $name }.
practice-race-first_slowest =
    You were first of { $field }, { $gap ->
        [one] 1 millisecond
       *[other] { $gap } milliseconds
    } ahead of { $name }; { $slowest } was slowest.
practice-race-middle =
    You were { $place } of { $field }, { $gap ->
        [one] 1 millisecond
       *[other] { $gap } milliseconds
    } behind { $name }; { $slowest } was slowest.
practice-race-last =
    You were last of { $field }, { $gap ->
        [one] 1 millisecond
       *[other] { $gap } milliseconds
    } behind { $name }.
practice-race-missed = You did not press: last of { $field }; { $slowest } was slowest of the bots.
practice-ordinal-2 = second
practice-ordinal-3 = third
practice-ordinal-4 = fourth
practice-ordinal-5 = fifth
practice-ordinal-6 = sixth
practice-ordinal-7 = seventh
practice-ordinal-8 = eighth
practice-ordinal-9 = ninth
practice-count-2 = two
practice-count-3 = three
practice-count-4 = four
practice-count-5 = five
practice-count-6 = six
practice-count-7 = seven
practice-count-8 = eight
practice-count-9 = nine
practice-count-10 = ten
practice-summary-times =
    Best { $best ->
        [one] 1 millisecond
       *[other] { $best } milliseconds
    }, median { $median }, mean { $mean }, spread { $spread ->
        [one] 1 millisecond
       *[other] { $spread } milliseconds
    }.
practice-summary-one_time =
    One time: { $best ->
        [one] 1 millisecond
       *[other] { $best } milliseconds
    }.
practice-summary-no_times = No times this drill.
practice-summary-slips = False starts: { $false_starts }. Errors: { $errors }. Misses: { $misses }.
practice-summary-clean = No false starts, errors or misses.
practice-summary-wins = Races won: { $wins } of { $races }.
practice-trend-week =
    Your median today: { $today ->
        [one] 1 millisecond
       *[other] { $today } milliseconds
    }; last week: { $week ->
        [one] 1 millisecond
       *[other] { $week } milliseconds
    }.
practice-trend-earlier =
    Your median today: { $today ->
        [one] 1 millisecond
       *[other] { $today } milliseconds
    }; before last week: { $earlier ->
        [one] 1 millisecond
       *[other] { $earlier } milliseconds
    }.
practice-trend-first =
    Your median today: { $today ->
        [one] 1 millisecond
       *[other] { $today } milliseconds
    }, your first day of this drill.
practice-kind-reaction = Reaction
practice-kind-race = Race
practice-kind-gonogo = Go or no-go
practice-kind-slap = Slap the 9
practice-statistics-none = No drills yet.
practice-statistics-kind =
    { $kind }: { $drills } done, last median { $median ->
        [one] 1 millisecond
       *[other] { $median } milliseconds
    }, best median { $best ->
        [one] 1 millisecond
       *[other] { $best } milliseconds
    }.
practice-statistics-kind_untimed = { $kind }: { $drills } done, none timed.
practice-statistics-export = To read them in a spreadsheet: audio-uno practice --export stats.csv.
practice-charts-medians = Median of each drill, ms
practice-charts-times = Last drill: times, ms
practice-charts-this_drill = This drill: times, ms
practice-charts-nothing = Practise a drill and its times are drawn here.
practice-calibration-intro = Calibration. Clicks will play at a steady beat: press { $key_calibration_tap } on each click, for about ten seconds. The first few are for finding the beat.
practice-calibration-result =
    Your sound reaches you about { $ms ->
        [one] 1 millisecond
       *[other] { $ms } milliseconds
    } after the game plays it, give or take { $error ->
        [one] 1 millisecond
       *[other] { $error } milliseconds
    }.
practice-calibration-plausible = That looks plausible; practice times now take it off.
practice-calibration-negative = That is not plausible: your taps came before the clicks. The figure stays at { $previous }. Try again, tapping on the click, not ahead of it.
practice-calibration-too_long =
    That is more than { $limit ->
        [one] 1 millisecond
       *[other] { $limit } milliseconds
    }, which is not plausible unless your headphones are wireless and slow. The figure stays at { $previous }. Try again.
practice-calibration-uneven = Your taps were too uneven to trust. The figure stays at { $previous }. Try again.
practice-calibration-too_few = Too few taps to tell. The figure stays at { $previous }. Try again, pressing { $key_calibration_tap } on every click.
practice-calibration-stopped = Calibration stopped. The figure stays at { $previous }.
practice-store-unreadable = Your practice statistics at { $path } could not be read, so this session's drills are not saved there.
practice-store-set_aside = Your practice statistics could not be read; the file is kept as { $path }, and new ones start.
practice-store-unsaved = Your practice statistics could not be saved to { $path }; they are kept until you close the game.
practice-export-done = Answers written to { $path }: { $rows }. Drills: { $drills }.
practice-export-failed = Could not write { $path }: { $detail }
help-practice-previous_item = previous item
help-practice-next_item = next item
help-practice-lower = change the setting down
help-practice-higher = change the setting up
help-practice-first_item = first item
help-practice-last_item = last item
help-practice-choose = start the drill, or calibrate
help-practice-repeat = say the item again
help-practice-help = this help
help-practice-back = leave practice
help-drill-buzzer = the buzzer: press it at the cue
help-drill-repeat = say the last time again
help-drill-help = this help
help-drill-stop = stop the drill
help-calibration-tap = tap on each click
help-calibration-help = this help
help-calibration-stop = stop calibrating; the figure stays as it was
event-reaction_margin-buzzer_won =
    Slowest: { $player }, { $ms ->
        [one] 1 millisecond
       *[other] { $ms } milliseconds
    } after you.
    .brief = Slowest: { $player }, +{ $ms ->
            [one] 1 millisecond
           *[other] { $ms } milliseconds
        }.
event-reaction_margin-slap_won =
    Last to slap: { $player }, { $ms ->
        [one] 1 millisecond
       *[other] { $ms } milliseconds
    } after you.
    .brief = Last: { $player }, +{ $ms ->
            [one] 1 millisecond
           *[other] { $ms } milliseconds
        }.
main-practice = Practise the buzzer

## The practice file's values, and an export that would replace a file.

practice-store-values_reset = { $count ->
    [one] One answer or value in your practice statistics could not be used and was left out; everything else is kept.
   *[other] { $count } answers or values in your practice statistics could not be used and were left out; everything else is kept.
}
practice-export-own_file = { $path } is one of the game's own files, so the export was not written there. Choose another file name.
practice-export-exists = { $path } already exists, so nothing was written. To replace it, add --replace.
practice-export-replace_question = { $path } already exists. Replace it? Type y and press Enter to replace it; just Enter keeps it.
# The answer that means yes to the question above, in lower case.
practice-export-yes = y
practice-export-kept = Nothing was written; { $path } is as it was.
practice-export-not_a_file = { $path } is not a file (a device or a folder), so nothing was written there. Choose a file name.
practice-export-not_written = Nothing was written to { $path }: without the drills that could not be read, the export would leave them out.

## Practice without a sound device: the drills timed on a sound cannot be practised.

practice-no_sound = No sound device: the drills timed on a sound cannot be practised; Slap the 9 names its cards, and works.
practice-needs_sound = This one is timed on a sound, and there is no sound device. Slap the 9 names its cards, and works without sound.
practice-unheard = No sound reaches you now: there is no sound device, the cue or race volume is at zero, or the sound is muted while the window is away. This drill has nothing to react to; raise the volumes in the options. Slap the 9 names its cards, and needs no sound.
