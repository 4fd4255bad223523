// Google's product taxonomy, the part a cosmetics shop needs: "Health & Beauty" and every category under it,
// each line "id - path" exactly as Google publishes it in taxonomy-with-ids.en-US.txt
// (https://www.google.com/basepages/producttype/taxonomy-with-ids.en-US.txt, version 2021-09-21). Data, not
// code: to follow a new version, paste its Health & Beauty lines over these. Zod-free: the panel's feed
// section lists them, the server checks a saved category against them.

const TAXONOMY_WITH_IDS = `
469 - Health & Beauty
491 - Health & Beauty > Health Care
5849 - Health & Beauty > Health Care > Acupuncture
5850 - Health & Beauty > Health Care > Acupuncture > Acupuncture Models
5851 - Health & Beauty > Health Care > Acupuncture > Acupuncture Needles
7220 - Health & Beauty > Health Care > Bed Pans
5071 - Health & Beauty > Health Care > Biometric Monitor Accessories
505819 - Health & Beauty > Health Care > Biometric Monitor Accessories > Activity Monitor Accessories
3688 - Health & Beauty > Health Care > Biometric Monitor Accessories > Blood Glucose Meter Accessories
6323 - Health & Beauty > Health Care > Biometric Monitor Accessories > Blood Glucose Meter Accessories > Blood Glucose Control Solution
3905 - Health & Beauty > Health Care > Biometric Monitor Accessories > Blood Glucose Meter Accessories > Blood Glucose Test Strips
3111 - Health & Beauty > Health Care > Biometric Monitor Accessories > Blood Glucose Meter Accessories > Lancing Devices
6284 - Health & Beauty > Health Care > Biometric Monitor Accessories > Blood Pressure Monitor Accessories
6285 - Health & Beauty > Health Care > Biometric Monitor Accessories > Blood Pressure Monitor Accessories > Blood Pressure Monitor Cuffs
5072 - Health & Beauty > Health Care > Biometric Monitor Accessories > Body Weight Scale Accessories
494 - Health & Beauty > Health Care > Biometric Monitors
500009 - Health & Beauty > Health Care > Biometric Monitors > Activity Monitors
2246 - Health & Beauty > Health Care > Biometric Monitors > Blood Glucose Meters
495 - Health & Beauty > Health Care > Biometric Monitors > Blood Pressure Monitors
496 - Health & Beauty > Health Care > Biometric Monitors > Body Fat Analyzers
500 - Health & Beauty > Health Care > Biometric Monitors > Body Weight Scales
2633 - Health & Beauty > Health Care > Biometric Monitors > Breathalyzers
497 - Health & Beauty > Health Care > Biometric Monitors > Cholesterol Analyzers
505822 - Health & Beauty > Health Care > Biometric Monitors > Fertility Monitors and Ovulation Tests
543679 - Health & Beauty > Health Care > Biometric Monitors > Fertility Monitors and Ovulation Tests > Fertility Tests & Monitors
543680 - Health & Beauty > Health Care > Biometric Monitors > Fertility Monitors and Ovulation Tests > Ovulation Tests
501 - Health & Beauty > Health Care > Biometric Monitors > Medical Thermometers
4767 - Health & Beauty > Health Care > Biometric Monitors > Prenatal Heart Rate Monitors
5551 - Health & Beauty > Health Care > Biometric Monitors > Pulse Oximeters
775 - Health & Beauty > Health Care > Condoms
505820 - Health & Beauty > Health Care > Conductivity Gels & Lotions
7002 - Health & Beauty > Health Care > Contraceptive Cases
508 - Health & Beauty > Health Care > First Aid
2954 - Health & Beauty > Health Care > First Aid > Antiseptics & Cleaning Supplies
6206 - Health & Beauty > Health Care > First Aid > Cast & Bandage Protectors
4527 - Health & Beauty > Health Care > First Aid > Eye Wash Supplies
510 - Health & Beauty > Health Care > First Aid > First Aid Kits
516 - Health & Beauty > Health Care > First Aid > Hot & Cold Therapies
5848 - Health & Beauty > Health Care > First Aid > Hot & Cold Therapies > Heat Rubs
6205 - Health & Beauty > Health Care > First Aid > Hot & Cold Therapies > Heating Pads
4753 - Health & Beauty > Health Care > First Aid > Hot & Cold Therapies > Ice Packs
509 - Health & Beauty > Health Care > First Aid > Medical Tape & Bandages
2890 - Health & Beauty > Health Care > Fitness & Nutrition
2984 - Health & Beauty > Health Care > Fitness & Nutrition > Nutrition Bars
5702 - Health & Beauty > Health Care > Fitness & Nutrition > Nutrition Drinks & Shakes
6242 - Health & Beauty > Health Care > Fitness & Nutrition > Nutrition Gels & Chews
6871 - Health & Beauty > Health Care > Fitness & Nutrition > Nutritional Food Purées
7413 - Health & Beauty > Health Care > Fitness & Nutrition > Tube Feeding Supplements
525 - Health & Beauty > Health Care > Fitness & Nutrition > Vitamins & Supplements
5690 - Health & Beauty > Health Care > Hearing Aids
517 - Health & Beauty > Health Care > Incontinence Aids
500087 - Health & Beauty > Health Care > Light Therapy Lamps
5966 - Health & Beauty > Health Care > Medical Alarm Systems
5965 - Health & Beauty > Health Care > Medical Identification Tags & Jewelry
505293 - Health & Beauty > Health Care > Medical Tests
499934 - Health & Beauty > Health Care > Medical Tests > Allergy Test Kits
7337 - Health & Beauty > Health Care > Medical Tests > Blood Typing Test Kits
2552 - Health & Beauty > Health Care > Medical Tests > Drug Tests
7336 - Health & Beauty > Health Care > Medical Tests > HIV Tests
1680 - Health & Beauty > Health Care > Medical Tests > Pregnancy Tests
505294 - Health & Beauty > Health Care > Medical Tests > Urinary Tract Infection Tests
518 - Health & Beauty > Health Care > Medicine & Drugs
519 - Health & Beauty > Health Care > Mobility & Accessibility
520 - Health & Beauty > Health Care > Mobility & Accessibility > Accessibility Equipment
3512 - Health & Beauty > Health Care > Mobility & Accessibility > Accessibility Equipment > Mobility Scooters
7138 - Health & Beauty > Health Care > Mobility & Accessibility > Accessibility Equipment > Stair Lifts
502969 - Health & Beauty > Health Care > Mobility & Accessibility > Accessibility Equipment > Transfer Boards & Sheets
3364 - Health & Beauty > Health Care > Mobility & Accessibility > Accessibility Equipment > Wheelchairs
521 - Health & Beauty > Health Care > Mobility & Accessibility > Accessibility Equipment Accessories
5488 - Health & Beauty > Health Care > Mobility & Accessibility > Accessibility Furniture & Fixtures
7243 - Health & Beauty > Health Care > Mobility & Accessibility > Accessibility Furniture & Fixtures > Shower Benches & Seats
6929 - Health & Beauty > Health Care > Mobility & Accessibility > Walking Aid Accessories
5164 - Health & Beauty > Health Care > Mobility & Accessibility > Walking Aids
5165 - Health & Beauty > Health Care > Mobility & Accessibility > Walking Aids > Canes & Walking Sticks
4248 - Health & Beauty > Health Care > Mobility & Accessibility > Walking Aids > Crutches
5166 - Health & Beauty > Health Care > Mobility & Accessibility > Walking Aids > Walkers
5870 - Health & Beauty > Health Care > Occupational & Physical Therapy Equipment
8541 - Health & Beauty > Health Care > Occupational & Physical Therapy Equipment > Electrical Muscle Stimulators
505352 - Health & Beauty > Health Care > Occupational & Physical Therapy Equipment > Therapeutic Swings
3777 - Health & Beauty > Health Care > Pillboxes
4551 - Health & Beauty > Health Care > Respiratory Care
4552 - Health & Beauty > Health Care > Respiratory Care > Nebulizers
499692 - Health & Beauty > Health Care > Respiratory Care > Oxygen Tanks
7317 - Health & Beauty > Health Care > Respiratory Care > PAP Machines
7316 - Health & Beauty > Health Care > Respiratory Care > PAP Masks
505669 - Health & Beauty > Health Care > Respiratory Care > Steam Inhalers
8082 - Health & Beauty > Health Care > Specimen Cups
7186 - Health & Beauty > Health Care > Spermicides
8105 - Health & Beauty > Health Care > Stump Shrinkers
523 - Health & Beauty > Health Care > Supports & Braces
5923 - Health & Beauty > Health Care > Surgical Lubricants
5573 - Health & Beauty > Jewelry Cleaning & Care
499919 - Health & Beauty > Jewelry Cleaning & Care > Jewelry Cleaning Solutions & Polishes
500082 - Health & Beauty > Jewelry Cleaning & Care > Jewelry Cleaning Tools
5974 - Health & Beauty > Jewelry Cleaning & Care > Jewelry Holders
500083 - Health & Beauty > Jewelry Cleaning & Care > Jewelry Steam Cleaners
5124 - Health & Beauty > Jewelry Cleaning & Care > Watch Repair Kits
2915 - Health & Beauty > Personal Care
493 - Health & Beauty > Personal Care > Back Care
7404 - Health & Beauty > Personal Care > Back Care > Back & Lumbar Support Cushions
473 - Health & Beauty > Personal Care > Cosmetics
474 - Health & Beauty > Personal Care > Cosmetics > Bath & Body
499913 - Health & Beauty > Personal Care > Cosmetics > Bath & Body > Adult Hygienic Wipes
2503 - Health & Beauty > Personal Care > Cosmetics > Bath & Body > Bar Soap
2522 - Health & Beauty > Personal Care > Cosmetics > Bath & Body > Bath Additives
2876 - Health & Beauty > Personal Care > Cosmetics > Bath & Body > Bath Brushes
2875 - Health & Beauty > Personal Care > Cosmetics > Bath & Body > Bath Sponges & Loofahs
2747 - Health & Beauty > Personal Care > Cosmetics > Bath & Body > Body Wash
3691 - Health & Beauty > Personal Care > Cosmetics > Bath & Body > Hand Sanitizers & Wipes
3208 - Health & Beauty > Personal Care > Cosmetics > Bath & Body > Liquid Hand Soap
7417 - Health & Beauty > Personal Care > Cosmetics > Bath & Body > Powdered Hand Soap
4049 - Health & Beauty > Personal Care > Cosmetics > Bath & Body > Shower Caps
475 - Health & Beauty > Personal Care > Cosmetics > Bath & Body Gift Sets
6069 - Health & Beauty > Personal Care > Cosmetics > Cosmetic Sets
6331 - Health & Beauty > Personal Care > Cosmetics > Cosmetic Tool Cleansers
2619 - Health & Beauty > Personal Care > Cosmetics > Cosmetic Tools
2548 - Health & Beauty > Personal Care > Cosmetics > Cosmetic Tools > Makeup Tools
7356 - Health & Beauty > Personal Care > Cosmetics > Cosmetic Tools > Makeup Tools > Double Eyelid Glue & Tape
6555 - Health & Beauty > Personal Care > Cosmetics > Cosmetic Tools > Makeup Tools > Eyebrow Stencils
6282 - Health & Beauty > Personal Care > Cosmetics > Cosmetic Tools > Makeup Tools > Eyelash Curler Refills
2780 - Health & Beauty > Personal Care > Cosmetics > Cosmetic Tools > Makeup Tools > Eyelash Curlers
476 - Health & Beauty > Personal Care > Cosmetics > Cosmetic Tools > Makeup Tools > Face Mirrors
4121 - Health & Beauty > Personal Care > Cosmetics > Cosmetic Tools > Makeup Tools > Facial Blotting Paper
502996 - Health & Beauty > Personal Care > Cosmetics > Cosmetic Tools > Makeup Tools > False Eyelash Accessories
7256 - Health & Beauty > Personal Care > Cosmetics > Cosmetic Tools > Makeup Tools > False Eyelash Accessories > False Eyelash Adhesive
7493 - Health & Beauty > Personal Care > Cosmetics > Cosmetic Tools > Makeup Tools > False Eyelash Accessories > False Eyelash Applicators
502997 - Health & Beauty > Personal Care > Cosmetics > Cosmetic Tools > Makeup Tools > False Eyelash Accessories > False Eyelash Remover
3025 - Health & Beauty > Personal Care > Cosmetics > Cosmetic Tools > Makeup Tools > Makeup Brushes
4106 - Health & Beauty > Personal Care > Cosmetics > Cosmetic Tools > Makeup Tools > Makeup Sponges
499822 - Health & Beauty > Personal Care > Cosmetics > Cosmetic Tools > Makeup Tools > Refillable Makeup Palettes & Cases
2975 - Health & Beauty > Personal Care > Cosmetics > Cosmetic Tools > Nail Tools
2739 - Health & Beauty > Personal Care > Cosmetics > Cosmetic Tools > Nail Tools > Cuticle Pushers
3037 - Health & Beauty > Personal Care > Cosmetics > Cosmetic Tools > Nail Tools > Cuticle Scissors
7494 - Health & Beauty > Personal Care > Cosmetics > Cosmetic Tools > Nail Tools > Manicure & Pedicure Spacers
6300 - Health & Beauty > Personal Care > Cosmetics > Cosmetic Tools > Nail Tools > Manicure Tool Sets
6341 - Health & Beauty > Personal Care > Cosmetics > Cosmetic Tools > Nail Tools > Nail Buffers
2828 - Health & Beauty > Personal Care > Cosmetics > Cosmetic Tools > Nail Tools > Nail Clippers
499698 - Health & Beauty > Personal Care > Cosmetics > Cosmetic Tools > Nail Tools > Nail Drill Accessories
7490 - Health & Beauty > Personal Care > Cosmetics > Cosmetic Tools > Nail Tools > Nail Drills
5880 - Health & Beauty > Personal Care > Cosmetics > Cosmetic Tools > Nail Tools > Nail Dryers
2734 - Health & Beauty > Personal Care > Cosmetics > Cosmetic Tools > Nail Tools > Nail Files & Emery Boards
2958 - Health & Beauty > Personal Care > Cosmetics > Cosmetic Tools > Skin Care Tools
6760 - Health & Beauty > Personal Care > Cosmetics > Cosmetic Tools > Skin Care Tools > Facial Saunas
7190 - Health & Beauty > Personal Care > Cosmetics > Cosmetic Tools > Skin Care Tools > Foot Files
499926 - Health & Beauty > Personal Care > Cosmetics > Cosmetic Tools > Skin Care Tools > Lotion & Sunscreen Applicators
2511 - Health & Beauty > Personal Care > Cosmetics > Cosmetic Tools > Skin Care Tools > Pumice Stones
6261 - Health & Beauty > Personal Care > Cosmetics > Cosmetic Tools > Skin Care Tools > Skin Care Extractors
7018 - Health & Beauty > Personal Care > Cosmetics > Cosmetic Tools > Skin Care Tools > Skin Care Rollers
8132 - Health & Beauty > Personal Care > Cosmetics > Cosmetic Tools > Skin Care Tools > Skin Cleansing Brush Heads
6260 - Health & Beauty > Personal Care > Cosmetics > Cosmetic Tools > Skin Care Tools > Skin Cleansing Brushes & Systems
477 - Health & Beauty > Personal Care > Cosmetics > Makeup
5978 - Health & Beauty > Personal Care > Cosmetics > Makeup > Body Makeup
5981 - Health & Beauty > Personal Care > Cosmetics > Makeup > Body Makeup > Body & Hair Glitter
5979 - Health & Beauty > Personal Care > Cosmetics > Makeup > Body Makeup > Body Paint & Foundation
4779 - Health & Beauty > Personal Care > Cosmetics > Makeup > Costume & Stage Makeup
2779 - Health & Beauty > Personal Care > Cosmetics > Makeup > Eye Makeup
8220 - Health & Beauty > Personal Care > Cosmetics > Makeup > Eye Makeup > Eye Primer
2904 - Health & Beauty > Personal Care > Cosmetics > Makeup > Eye Makeup > Eye Shadow
2686 - Health & Beauty > Personal Care > Cosmetics > Makeup > Eye Makeup > Eyebrow Enhancers
2807 - Health & Beauty > Personal Care > Cosmetics > Makeup > Eye Makeup > Eyeliner
2761 - Health & Beauty > Personal Care > Cosmetics > Makeup > Eye Makeup > False Eyelashes
6340 - Health & Beauty > Personal Care > Cosmetics > Makeup > Eye Makeup > Lash & Brow Growth Treatments
2834 - Health & Beauty > Personal Care > Cosmetics > Makeup > Eye Makeup > Mascara
8219 - Health & Beauty > Personal Care > Cosmetics > Makeup > Eye Makeup > Mascara Primer
2571 - Health & Beauty > Personal Care > Cosmetics > Makeup > Face Makeup
6305 - Health & Beauty > Personal Care > Cosmetics > Makeup > Face Makeup > Blushes & Bronzers
2980 - Health & Beauty > Personal Care > Cosmetics > Makeup > Face Makeup > Face Powder
8218 - Health & Beauty > Personal Care > Cosmetics > Makeup > Face Makeup > Face Primer
2765 - Health & Beauty > Personal Care > Cosmetics > Makeup > Face Makeup > Foundations & Concealers
6304 - Health & Beauty > Personal Care > Cosmetics > Makeup > Face Makeup > Highlighters & Luminizers
2645 - Health & Beauty > Personal Care > Cosmetics > Makeup > Lip Makeup
6306 - Health & Beauty > Personal Care > Cosmetics > Makeup > Lip Makeup > Lip & Cheek Stains
2858 - Health & Beauty > Personal Care > Cosmetics > Makeup > Lip Makeup > Lip Gloss
2589 - Health & Beauty > Personal Care > Cosmetics > Makeup > Lip Makeup > Lip Liner
8217 - Health & Beauty > Personal Care > Cosmetics > Makeup > Lip Makeup > Lip Primer
3021 - Health & Beauty > Personal Care > Cosmetics > Makeup > Lip Makeup > Lipstick
6072 - Health & Beauty > Personal Care > Cosmetics > Makeup > Makeup Finishing Sprays
3509 - Health & Beauty > Personal Care > Cosmetics > Makeup > Temporary Tattoos
478 - Health & Beauty > Personal Care > Cosmetics > Nail Care
3009 - Health & Beauty > Personal Care > Cosmetics > Nail Care > Cuticle Cream & Oil
4218 - Health & Beauty > Personal Care > Cosmetics > Nail Care > False Nails
6893 - Health & Beauty > Personal Care > Cosmetics > Nail Care > Manicure Glue
5975 - Health & Beauty > Personal Care > Cosmetics > Nail Care > Nail Art Kits & Accessories
233419 - Health & Beauty > Personal Care > Cosmetics > Nail Care > Nail Polish Drying Drops & Sprays
2946 - Health & Beauty > Personal Care > Cosmetics > Nail Care > Nail Polish Removers
7445 - Health & Beauty > Personal Care > Cosmetics > Nail Care > Nail Polish Thinners
2683 - Health & Beauty > Personal Care > Cosmetics > Nail Care > Nail Polishes
479 - Health & Beauty > Personal Care > Cosmetics > Perfume & Cologne
567 - Health & Beauty > Personal Care > Cosmetics > Skin Care
481 - Health & Beauty > Personal Care > Cosmetics > Skin Care > Acne Treatments & Kits
7429 - Health & Beauty > Personal Care > Cosmetics > Skin Care > Anti-Aging Skin Care Kits
6104 - Health & Beauty > Personal Care > Cosmetics > Skin Care > Body Oil
5980 - Health & Beauty > Personal Care > Cosmetics > Skin Care > Body Powder
8029 - Health & Beauty > Personal Care > Cosmetics > Skin Care > Compressed Skin Care Mask Sheets
2526 - Health & Beauty > Personal Care > Cosmetics > Skin Care > Facial Cleansers
7467 - Health & Beauty > Personal Care > Cosmetics > Skin Care > Facial Cleansing Kits
6791 - Health & Beauty > Personal Care > Cosmetics > Skin Care > Facial Pore Strips
482 - Health & Beauty > Personal Care > Cosmetics > Skin Care > Lip Balms & Treatments
543573 - Health & Beauty > Personal Care > Cosmetics > Skin Care > Lip Balms & Treatments > Lip Balms
543574 - Health & Beauty > Personal Care > Cosmetics > Skin Care > Lip Balms & Treatments > Medicated Lip Treatments
2592 - Health & Beauty > Personal Care > Cosmetics > Skin Care > Lotion & Moisturizer
6034 - Health & Beauty > Personal Care > Cosmetics > Skin Care > Makeup Removers
6753 - Health & Beauty > Personal Care > Cosmetics > Skin Care > Petroleum Jelly
6262 - Health & Beauty > Personal Care > Cosmetics > Skin Care > Skin Care Masks & Peels
5820 - Health & Beauty > Personal Care > Cosmetics > Skin Care > Skin Insect Repellent
2844 - Health & Beauty > Personal Care > Cosmetics > Skin Care > Sunscreen
2740 - Health & Beauty > Personal Care > Cosmetics > Skin Care > Tanning Products
5338 - Health & Beauty > Personal Care > Cosmetics > Skin Care > Tanning Products > Self Tanner
5339 - Health & Beauty > Personal Care > Cosmetics > Skin Care > Tanning Products > Tanning Oil & Lotion
5976 - Health & Beauty > Personal Care > Cosmetics > Skin Care > Toners & Astringents
543659 - Health & Beauty > Personal Care > Cosmetics > Skin Care > Toners & Astringents > Astringents
543658 - Health & Beauty > Personal Care > Cosmetics > Skin Care > Toners & Astringents > Toners
6863 - Health & Beauty > Personal Care > Cosmetics > Skin Care > Wart Removers
4929 - Health & Beauty > Personal Care > Cotton Balls
2934 - Health & Beauty > Personal Care > Cotton Swabs
484 - Health & Beauty > Personal Care > Deodorant & Anti-Perspirant
543599 - Health & Beauty > Personal Care > Deodorant & Anti-Perspirant > Anti-Perspirant
543598 - Health & Beauty > Personal Care > Deodorant & Anti-Perspirant > Deodorant
506 - Health & Beauty > Personal Care > Ear Care
5706 - Health & Beauty > Personal Care > Ear Care > Ear Candles
6559 - Health & Beauty > Personal Care > Ear Care > Ear Drops
6560 - Health & Beauty > Personal Care > Ear Care > Ear Dryers
500024 - Health & Beauty > Personal Care > Ear Care > Ear Picks & Spoons
6561 - Health & Beauty > Personal Care > Ear Care > Ear Syringes
6562 - Health & Beauty > Personal Care > Ear Care > Ear Wax Removal Kits
7542 - Health & Beauty > Personal Care > Ear Care > Earplug Dispensers
2596 - Health & Beauty > Personal Care > Ear Care > Earplugs
7134 - Health & Beauty > Personal Care > Enema Kits & Supplies
485 - Health & Beauty > Personal Care > Feminine Sanitary Supplies
6862 - Health & Beauty > Personal Care > Feminine Sanitary Supplies > Feminine Deodorant
5821 - Health & Beauty > Personal Care > Feminine Sanitary Supplies > Feminine Douches & Creams
2387 - Health & Beauty > Personal Care > Feminine Sanitary Supplies > Feminine Pads & Protectors
8122 - Health & Beauty > Personal Care > Feminine Sanitary Supplies > Menstrual Cups
2564 - Health & Beauty > Personal Care > Feminine Sanitary Supplies > Tampons
515 - Health & Beauty > Personal Care > Foot Care
2992 - Health & Beauty > Personal Care > Foot Care > Bunion Care Supplies
3022 - Health & Beauty > Personal Care > Foot Care > Corn & Callus Care Supplies
3049 - Health & Beauty > Personal Care > Foot Care > Foot Odor Removers
2801 - Health & Beauty > Personal Care > Foot Care > Insoles & Inserts
7495 - Health & Beauty > Personal Care > Foot Care > Toe Spacers
486 - Health & Beauty > Personal Care > Hair Care
8452 - Health & Beauty > Personal Care > Hair Care > Hair Care Kits
2814 - Health & Beauty > Personal Care > Hair Care > Hair Color
6053 - Health & Beauty > Personal Care > Hair Care > Hair Color Removers
5977 - Health & Beauty > Personal Care > Hair Care > Hair Coloring Accessories
6099 - Health & Beauty > Personal Care > Hair Care > Hair Loss Concealers
4766 - Health & Beauty > Personal Care > Hair Care > Hair Loss Treatments
6052 - Health & Beauty > Personal Care > Hair Care > Hair Permanents & Straighteners
3013 - Health & Beauty > Personal Care > Hair Care > Hair Shears
6429 - Health & Beauty > Personal Care > Hair Care > Hair Steamers & Heat Caps
1901 - Health & Beauty > Personal Care > Hair Care > Hair Styling Products
6018 - Health & Beauty > Personal Care > Hair Care > Hair Styling Tool Accessories
5317 - Health & Beauty > Personal Care > Hair Care > Hair Styling Tool Accessories > Hair Curler Clips & Pins
4475 - Health & Beauty > Personal Care > Hair Care > Hair Styling Tool Accessories > Hair Dryer Accessories
4569 - Health & Beauty > Personal Care > Hair Care > Hair Styling Tool Accessories > Hair Iron Accessories
6019 - Health & Beauty > Personal Care > Hair Care > Hair Styling Tools
487 - Health & Beauty > Personal Care > Hair Care > Hair Styling Tools > Combs & Brushes
489 - Health & Beauty > Personal Care > Hair Care > Hair Styling Tools > Curling Irons
488 - Health & Beauty > Personal Care > Hair Care > Hair Styling Tools > Hair Curlers
490 - Health & Beauty > Personal Care > Hair Care > Hair Styling Tools > Hair Dryers
3407 - Health & Beauty > Personal Care > Hair Care > Hair Styling Tools > Hair Straighteners
499992 - Health & Beauty > Personal Care > Hair Care > Hair Styling Tools > Hair Styling Tool Sets
2441 - Health & Beauty > Personal Care > Hair Care > Shampoo & Conditioner
543616 - Health & Beauty > Personal Care > Hair Care > Shampoo & Conditioner > Conditioners
543615 - Health & Beauty > Personal Care > Hair Care > Shampoo & Conditioner > Shampoo
543617 - Health & Beauty > Personal Care > Hair Care > Shampoo & Conditioner > Shampoo & Conditioner Sets
5663 - Health & Beauty > Personal Care > Massage & Relaxation
500060 - Health & Beauty > Personal Care > Massage & Relaxation > Back Scratchers
233420 - Health & Beauty > Personal Care > Massage & Relaxation > Eye Pillows
1442 - Health & Beauty > Personal Care > Massage & Relaxation > Massage Chairs
5664 - Health & Beauty > Personal Care > Massage & Relaxation > Massage Oil
8530 - Health & Beauty > Personal Care > Massage & Relaxation > Massage Stone Warmers
8135 - Health & Beauty > Personal Care > Massage & Relaxation > Massage Stones
2074 - Health & Beauty > Personal Care > Massage & Relaxation > Massage Tables
471 - Health & Beauty > Personal Care > Massage & Relaxation > Massagers
543596 - Health & Beauty > Personal Care > Massage & Relaxation > Massagers > Electric Massagers
543597 - Health & Beauty > Personal Care > Massage & Relaxation > Massagers > Manual Massage Tools
543595 - Health & Beauty > Personal Care > Massage & Relaxation > Massagers > Massage Cushions
526 - Health & Beauty > Personal Care > Oral Care
6189 - Health & Beauty > Personal Care > Oral Care > Breath Spray
2620 - Health & Beauty > Personal Care > Oral Care > Dental Floss
5823 - Health & Beauty > Personal Care > Oral Care > Dental Mouthguards
6455 - Health & Beauty > Personal Care > Oral Care > Dental Water Jet Replacement Tips
5295 - Health & Beauty > Personal Care > Oral Care > Dental Water Jets
5155 - Health & Beauty > Personal Care > Oral Care > Denture Adhesives
5824 - Health & Beauty > Personal Care > Oral Care > Denture Cleaners
8543 - Health & Beauty > Personal Care > Oral Care > Denture Repair Kits
2527 - Health & Beauty > Personal Care > Oral Care > Dentures
2769 - Health & Beauty > Personal Care > Oral Care > Gum Stimulators
3040 - Health & Beauty > Personal Care > Oral Care > Mouthwash
505367 - Health & Beauty > Personal Care > Oral Care > Orthodontic Appliance Cases
6715 - Health & Beauty > Personal Care > Oral Care > Power Flossers
3019 - Health & Beauty > Personal Care > Oral Care > Teeth Whiteners
6441 - Health & Beauty > Personal Care > Oral Care > Tongue Scrapers
4775 - Health & Beauty > Personal Care > Oral Care > Toothbrush Accessories
6920 - Health & Beauty > Personal Care > Oral Care > Toothbrush Accessories > Toothbrush Covers
4776 - Health & Beauty > Personal Care > Oral Care > Toothbrush Accessories > Toothbrush Replacement Heads
4942 - Health & Beauty > Personal Care > Oral Care > Toothbrush Accessories > Toothbrush Sanitizers
527 - Health & Beauty > Personal Care > Oral Care > Toothbrushes
1360 - Health & Beauty > Personal Care > Oral Care > Toothpaste
5154 - Health & Beauty > Personal Care > Oral Care > Toothpaste Squeezers & Dispensers
4316 - Health & Beauty > Personal Care > Oral Care > Toothpicks
777 - Health & Beauty > Personal Care > Personal Lubricants
528 - Health & Beauty > Personal Care > Shaving & Grooming
529 - Health & Beauty > Personal Care > Shaving & Grooming > Aftershave
8214 - Health & Beauty > Personal Care > Shaving & Grooming > Body & Facial Hair Bleach
531 - Health & Beauty > Personal Care > Shaving & Grooming > Electric Razor Accessories
532 - Health & Beauty > Personal Care > Shaving & Grooming > Electric Razors
6842 - Health & Beauty > Personal Care > Shaving & Grooming > Hair Clipper & Trimmer Accessories
533 - Health & Beauty > Personal Care > Shaving & Grooming > Hair Clippers & Trimmers
4507 - Health & Beauty > Personal Care > Shaving & Grooming > Hair Removal
4508 - Health & Beauty > Personal Care > Shaving & Grooming > Hair Removal > Depilatories
4509 - Health & Beauty > Personal Care > Shaving & Grooming > Hair Removal > Electrolysis Devices
4510 - Health & Beauty > Personal Care > Shaving & Grooming > Hair Removal > Epilators
8136 - Health & Beauty > Personal Care > Shaving & Grooming > Hair Removal > Hair Removal Wax Warmers
7199 - Health & Beauty > Personal Care > Shaving & Grooming > Hair Removal > Laser & IPL Hair Removal Devices
4511 - Health & Beauty > Personal Care > Shaving & Grooming > Hair Removal > Waxing Kits & Supplies
534 - Health & Beauty > Personal Care > Shaving & Grooming > Razors & Razor Blades
8531 - Health & Beauty > Personal Care > Shaving & Grooming > Shaving Bowls & Mugs
2681 - Health & Beauty > Personal Care > Shaving & Grooming > Shaving Brushes
2971 - Health & Beauty > Personal Care > Shaving & Grooming > Shaving Cream
5111 - Health & Beauty > Personal Care > Shaving & Grooming > Shaving Kits
2508 - Health & Beauty > Personal Care > Shaving & Grooming > Styptic Pencils
4076 - Health & Beauty > Personal Care > Sleeping Aids
4313 - Health & Beauty > Personal Care > Sleeping Aids > Eye Masks
6017 - Health & Beauty > Personal Care > Sleeping Aids > Snoring & Sleep Apnea Aids
4211 - Health & Beauty > Personal Care > Sleeping Aids > Travel Pillows
4056 - Health & Beauty > Personal Care > Sleeping Aids > White Noise Machines
6921 - Health & Beauty > Personal Care > Spray Tanning Tents
472 - Health & Beauty > Personal Care > Tanning Beds
2656 - Health & Beauty > Personal Care > Tweezers
1380 - Health & Beauty > Personal Care > Vision Care
3011 - Health & Beauty > Personal Care > Vision Care > Contact Lens Care
7363 - Health & Beauty > Personal Care > Vision Care > Contact Lens Care > Contact Lens Care Kits
6510 - Health & Beauty > Personal Care > Vision Care > Contact Lens Care > Contact Lens Cases
6509 - Health & Beauty > Personal Care > Vision Care > Contact Lens Care > Contact Lens Solution
2923 - Health & Beauty > Personal Care > Vision Care > Contact Lenses
2922 - Health & Beauty > Personal Care > Vision Care > Eye Drops & Lubricants
2733 - Health & Beauty > Personal Care > Vision Care > Eyeglass Lenses
524 - Health & Beauty > Personal Care > Vision Care > Eyeglasses
2521 - Health & Beauty > Personal Care > Vision Care > Eyewear Accessories
5507 - Health & Beauty > Personal Care > Vision Care > Eyewear Accessories > Eyewear Cases & Holders
352853 - Health & Beauty > Personal Care > Vision Care > Eyewear Accessories > Eyewear Lens Cleaning Solutions
543538 - Health & Beauty > Personal Care > Vision Care > Eyewear Accessories > Eyewear Replacement Parts
8204 - Health & Beauty > Personal Care > Vision Care > Eyewear Accessories > Eyewear Straps & Chains
6977 - Health & Beauty > Personal Care > Vision Care > Sunglass Lenses
`;

/** A Google product category: its number, which the feed sends, and its English path, which the panel shows. */
export interface GoogleProductCategory {
  id: string;
  path: string;
}

export const GOOGLE_PRODUCT_CATEGORIES: readonly GoogleProductCategory[] = TAXONOMY_WITH_IDS.trim()
  .split('\n')
  .map((line) => {
    const [id = '', path = ''] = line.split(' - ', 2);
    return { id, path };
  });

const BY_ID = new Map(GOOGLE_PRODUCT_CATEGORIES.map((category) => [category.id, category]));
const BY_PATH = new Map(GOOGLE_PRODUCT_CATEGORIES.map((category) => [category.path, category]));

/** The category with this number, or undefined for one that is not in the list. */
export const googleProductCategory = (id: string): GoogleProductCategory | undefined => BY_ID.get(id);

/** The number of the category whose path is exactly `path` ("Health & Beauty > … > Lipstick"), if any. */
export const googleCategoryIdOfPath = (path: string): string | undefined => BY_PATH.get(path.trim())?.id;

/**
 * The number a category saved as text stands for: its number, or its exact path, or its exact last name
 * when no other category has it ("Lipstick"); undefined for anything else ("Lipstick stuff").
 */
export function googleCategoryIdOf(text: string): string | undefined {
  const typed = text.trim();
  if (BY_ID.has(typed)) return typed;
  const byPath = googleCategoryIdOfPath(typed);
  if (byPath) return byPath;
  const named = GOOGLE_PRODUCT_CATEGORIES.filter((category) => category.path.split(' > ').at(-1) === typed);
  return named.length === 1 ? named[0]!.id : undefined;
}
